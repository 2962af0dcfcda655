/* Home's greeting on the first paint: splash.tsx inlines this into the prerendered page, right
   after the empty slot it draws the overlay into (React does not hydrate inside that slot). */
(function () {
  var KEY = 'league:greeted';
  try {
    if (sessionStorage.getItem(KEY) === '1') return;
    sessionStorage.setItem(KEY, '1');
  } catch {
    /* storage blocked: greet, as the app does */
  }
  if (window.matchMedia && matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  var words = [
    ['Namaste', 'hi-Latn'],
    ['Hello', 'en'],
    ['Hola', 'es'],
    ['Bonjour', 'fr'],
    ['Ciao', 'it'],
    ['Konnichiwa', 'ja-Latn'],
  ];
  var overlay = document.createElement('div');
  overlay.className = 'splash';
  overlay.setAttribute('style', '--step:300ms;--fade-at:1800ms');
  overlay.setAttribute('aria-hidden', 'true');
  overlay.setAttribute('data-testid', 'greeting-splash');
  overlay.setAttribute('data-frame', '');
  var line = document.createElement('p');
  line.className = 'splash__greetings';
  words.forEach(function (word, i) {
    var span = document.createElement('span');
    span.lang = word[1];
    span.className = 'splash__greeting' + (i === words.length - 1 ? ' splash__greeting--last' : '');
    span.setAttribute('style', '--i:' + i);
    span.textContent = word[0];
    line.appendChild(span);
  });
  // The slot holds the line in the page's language (splash.tsx); English without one.
  var slot = document.currentScript && document.currentScript.previousElementSibling;
  var sub = document.createElement('p');
  sub.className = 'splash__sub';
  sub.textContent = (slot && slot.getAttribute('data-sub')) || 'Welcome to the ground';
  var ball = document.createElement('span');
  ball.className = 'splash__ball';
  overlay.append(line, sub, ball);
  (slot || document.body).appendChild(overlay);
  setTimeout(function () {
    overlay.remove();
  }, 2300);
})();

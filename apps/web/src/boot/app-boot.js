/* Runs right after the app-boot noscript (root.tsx). React Router's classic inline scripts
   run at once (they fetch nothing, and the data scripts after them need what they set up);
   its module script and module preloads once a prerendered page has painted, or at the
   visitor's first touch or key if that comes first (at once in the SPA fallback, which has
   nothing to paint before the app). With scripting on, a noscript's markup is text: the
   browser's own parser reads it, and each element is copied into the head as a new one (a
   parsed script would not run). */
(function () {
  // A visitor who chose Hindi (shell/language-switch.tsx) and comes back to the home page.
  try {
    if (location.pathname === '/' && localStorage.getItem('league.language') === 'hi') return location.replace('/hi' + location.search);
  } catch {
    // A browser that keeps nothing stays in English.
  }
  var boot = document.getElementById('app-boot');
  if (!boot) return;
  var parsed = document.createElement('template');
  parsed.innerHTML = boot.textContent;
  function adopt(node) {
    var copy = document.createElement(node.localName);
    for (var i = 0; i < node.attributes.length; i++) copy.setAttribute(node.attributes[i].name, node.attributes[i].value);
    if (node.localName === 'script') copy.text = node.textContent;
    document.head.appendChild(copy);
  }
  var later = [];
  var nodes = parsed.content.children;
  for (var i = 0; i < nodes.length; i++) {
    var node = nodes[i];
    if (node.localName === 'script' && !node.src && node.type !== 'module') adopt(node);
    else later.push(node);
  }
  var started = false;
  function start() {
    if (started) return;
    started = true;
    later.forEach(adopt);
  }
  if (!document.getElementById('main')) start();
  else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    // A visitor already reaching for the page: the app is needed now.
    ['pointerdown', 'keydown'].forEach(function (type) {
      addEventListener(type, start, { once: true, capture: true, passive: true });
    });
  }
})();

/**
 * Preloaded into the server process by the import benches only (`--import`), so the server's
 * own code carries no probe: a 1 ms timer whose lateness is the event loop's longest block,
 * and the process's resident memory sampled on the same timer (worker threads included).
 * The bench asks over the IPC channel: `reset` starts a window, `report` answers for it.
 */
let last = performance.now();
let longest = 0;
let longestAt = 0;
let peakRss = 0;
let tick = 0;
const timer = setInterval(() => {
  const now = performance.now();
  if (now - last - 1 > longest) {
    longest = now - last - 1;
    longestAt = Date.now();
  }
  last = now;
  if (++tick % 5 === 0) peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 1);
timer.unref();

const mb = (bytes: number) => bytes / 2 ** 20;
process.channel?.unref();
process.on('message', (message) => {
  if (message === 'reset') {
    longest = 0;
    last = performance.now();
    peakRss = process.memoryUsage.rss();
    process.send!({ rssMb: mb(peakRss) });
  } else if (message === 'report') {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    process.send!({ longestMs: longest, longestAt, rssMb: mb(process.memoryUsage.rss()), maxRssMb: mb(peakRss) });
  }
});

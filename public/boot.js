// Pre-rendered public pages (scripts/prerender.ts): the page reads as it is; the app's script
// follows once the page is painted, so it never holds up the first paint. The stored theme is
// applied at once (as src/theme/theme.ts does), before the app arrives.
(function () {
  var theme = null;
  try {
    theme = localStorage.getItem('theme');
  } catch (e) {
    /* storage blocked: the system theme */
  }
  var dark = theme === 'dark' || (theme !== 'light' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.setAttribute('data-theme', dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', dark ? '#0b1220' : '#ffffff');

  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  function start() {
    requestAnimationFrame(function () {
      setTimeout(function () {
        var s = document.createElement('script');
        s.type = 'module';
        s.crossOrigin = '';
        s.src = entry;
        document.head.appendChild(s);
      }, 0);
    });
  }
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();

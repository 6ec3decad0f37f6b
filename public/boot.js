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

  // Counts this page view on our own server (spec §2): path, language, referring site; no cookie, no third party.
  try {
    var standalone = window.matchMedia && window.matchMedia('(display-mode: standalone)').matches;
    if (navigator.sendBeacon && !standalone) {
      var lang = location.pathname.match(/^\/(sk|cz)(\/|$)/);
      var view = { path: location.pathname, language: lang ? lang[1] : 'en', referrer: document.referrer || null };
      if (navigator.sendBeacon('/api/page-views', new Blob([JSON.stringify(view)], { type: 'application/json' }))) {
        window.__repwisePageView = location.pathname;
      }
    }
  } catch (e) {
    /* not counted: nothing else depends on it */
  }

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

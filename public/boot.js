// The pre-rendered public pages' only script (scripts/prerender.ts). The landing pages are
// finished HTML: this does the little the app did for them, without loading the app (no React,
// no app chunks: a phone reads the page and is done). The sign-in pages (/login ...) name their
// light entry (src/features/auth/entry.tsx) in data-entry: it follows once the page is painted,
// and hydrates the form.
// Kept in step by hand with src/theme/theme.ts, src/app/guards/decide.ts (landing) and
// src/pwa/register.ts: this file is served as it is, no build step.
(function () {
  var root = document.documentElement;
  var script = document.currentScript;

  function read(key) {
    try {
      return localStorage.getItem(key);
    } catch (e) {
      return null; // storage blocked: defaults
    }
  }
  function write(key, value) {
    try {
      localStorage.setItem(key, value);
    } catch (e) {
      /* storage full or blocked: not remembered */
    }
  }

  var landing = /^(\/(sk|cz))?(\/(quickcoach-alternative|alternatives(\/[^/]+)?))?\/?$/.exec(location.pathname);
  var standalone = !!(window.matchMedia && window.matchMedia('(display-mode: standalone)').matches) || navigator.standalone === true;

  // docs/rules/routes-and-screens.md "Navigation guards": in the installed app, with a session, the landing pages go to /login (which sends
  // a signed-in user home).
  if (landing && standalone && read('token') && /^(trainer|client|admin)$/.test(read('userRole') || '')) {
    location.replace('/login');
    return;
  }

  // Theme: "system" needs nothing (tokens.css follows the system until data-theme is set); a
  // stored light or dark is applied at once. As src/theme/theme.ts, which the app uses.
  var themeMeta = document.querySelector('meta[name="theme-color"]');
  function applyTheme(pref) {
    var dark = pref === 'dark' || (pref === 'system' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
    if (pref === 'system') {
      root.removeAttribute('data-theme');
      root.style.colorScheme = '';
    } else {
      root.setAttribute('data-theme', pref);
      root.style.colorScheme = pref;
    }
    root.setAttribute('data-theme-pref', pref);
    if (themeMeta) themeMeta.setAttribute('content', dark ? '#0b1220' : '#ffffff');
    var choices = document.querySelectorAll('[data-theme-choice]');
    for (var i = 0; i < choices.length; i++) choices[i].setAttribute('aria-pressed', String(choices[i].getAttribute('data-theme-choice') === pref));
  }
  var stored = read('theme');
  if (stored === 'light' || stored === 'dark') applyTheme(stored);

  // The rest waits for a task of its own: each stays short while the page is still being painted.
  setTimeout(function () {
    // On the web the landing's locale is remembered: trainer registration takes it (docs/rules/routes-and-screens.md "Navigation guards").
    if (landing) write('landing_page_locale', landing[2] || 'en');
    // Counts this page view on our own server (docs/rules/admin.md "Page views"): path, language, referring site; no cookie, no third party.
    try {
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
  }, 0);

  // The header's menus are <details data-menu> (src/features/landing): a theme choice, and
  // closing on a click elsewhere or Escape, as useDismissMenus.ts does where React runs.
  document.addEventListener('click', function (e) {
    var choice = e.target instanceof Element && e.target.closest('[data-theme-choice]');
    if (!choice) return;
    var pref = choice.getAttribute('data-theme-choice');
    write('theme', pref);
    applyTheme(pref);
    var menu = choice.closest('details');
    if (menu) menu.open = false;
  });
  function openMenus() {
    return document.querySelectorAll('details[data-menu][open]');
  }
  document.addEventListener('pointerdown', function (e) {
    var open = openMenus();
    for (var i = 0; i < open.length; i++) if (!open[i].contains(e.target)) open[i].open = false;
  });
  document.addEventListener('keydown', function (e) {
    if (e.key !== 'Escape') return;
    var open = openMenus();
    for (var i = 0; i < open.length; i++) {
      open[i].open = false;
      var summary = open[i].querySelector('summary');
      if (summary) summary.focus();
    }
  });

  function onLoad(fn) {
    if (document.readyState === 'complete') fn();
    else window.addEventListener('load', fn, { once: true });
  }

  var entry = script && script.getAttribute('data-entry');

  // Every page registers the service worker on the first visit (issue 9), so a device that came
  // once opens the app or /offline.html with no network. Where the app follows, the app does it
  // (workbox-window, src/pwa/register.ts, with its update prompt).
  if (!entry && 'serviceWorker' in navigator) {
    onLoad(function () {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(function () {
        /* no service worker (private mode, blocked): the pages still work online */
      });
    });
  }

  // After the next frame: the pre-rendered page is on screen before the app's modules run.
  if (!entry) return;
  // Its modules are asked for only now, all at once (data-preload, scripts/prerender.ts): had they
  // downloaded with the page, the first paint would have waited for them on a slow network.
  // A few to a task: each link starts its fetch as it is added (about 0.35 ms apiece on a desktop,
  // four times that on a phone), and a signed-in frame names some 60; all in one task held the main
  // thread 20 ms on a desktop, 80 on a phone (Lighthouse's total blocking time counts it).
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var PER_TASK = 8;
  var next = 0;
  function addSome() {
    for (var end = Math.min(next + PER_TASK, preloads.length); next < end; next++) {
      var l = document.createElement('link');
      l.rel = 'modulepreload';
      l.crossOrigin = '';
      l.href = preloads[next];
      document.head.appendChild(l);
    }
    if (next < preloads.length) {
      setTimeout(addSome, 0);
      return;
    }
    var s = document.createElement('script');
    s.type = 'module';
    s.crossOrigin = '';
    s.src = entry;
    document.head.appendChild(s);
  }
  requestAnimationFrame(function () {
    setTimeout(addSome, 0);
  });
})();

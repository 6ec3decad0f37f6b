// Offline page: show only the user's language, follow the chosen theme, and retry the page that failed.
(function () {
  var stored = null;
  var theme = null;
  try {
    stored = localStorage.getItem('app_language');
    theme = localStorage.getItem('theme');
  } catch (e) {
    /* storage blocked: fall back to the browser language */
  }
  var lang = stored;
  if (lang !== 'en' && lang !== 'sk' && lang !== 'cz') {
    var tags = navigator.languages || [navigator.language || 'en'];
    lang = 'en';
    for (var i = 0; i < tags.length; i++) {
      var p = String(tags[i]).toLowerCase().split(/[-_]/)[0];
      if (p === 'cs' || p === 'cz') { lang = 'cz'; break; }
      if (p === 'sk') { lang = 'sk'; break; }
      if (p === 'en') { lang = 'en'; break; }
    }
  }
  if (theme === 'light' || theme === 'dark') document.documentElement.setAttribute('data-theme', theme);
  document.documentElement.lang = lang === 'cz' ? 'cs' : lang;
  var sections = document.querySelectorAll('[data-lang]');
  for (var j = 0; j < sections.length; j++) sections[j].hidden = sections[j].getAttribute('data-lang') !== lang;

  var buttons = document.querySelectorAll('[data-retry]');
  for (var k = 0; k < buttons.length; k++) {
    buttons[k].addEventListener('click', function (ev) {
      // Served as a fallback the address is still the page that failed: reload it. Opened directly: go to the app.
      if (location.pathname !== '/offline.html') {
        ev.preventDefault();
        location.reload();
      }
    });
  }
  window.addEventListener('online', function () {
    if (location.pathname !== '/offline.html') location.reload();
  });
})();

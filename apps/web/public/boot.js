/* global document, window */
// Runs before the first paint: applies the stored language and colour scheme so the page does not flash.
(function () {
  var root = document.documentElement;
  try {
    root.lang = localStorage.getItem('currentLanguage') === 'en' ? 'en' : 'th';
    var scheme = localStorage.getItem('mantine-color-scheme-value');
    if (scheme === 'auto') {
      scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    root.setAttribute('data-mantine-color-scheme', scheme === 'dark' ? 'dark' : 'light');
  } catch {
    root.setAttribute('data-mantine-color-scheme', 'light');
  }
})();

// The language switch: `cargo xtask build` puts a link
// `a.gb-lang-switch` into every page's top bar, to the same page of the other
// edition, with the other page's heading ids in `data-ids`. The two pages have
// the same headings in the same order (the consistency test checks it), so
// the section the reader is in (the heading the hash names while it is in the
// window, else the last heading scrolled past) maps to the heading at the same
// place there.
(function () {
  'use strict';
  const a = document.querySelector('a.gb-lang-switch');
  if (!a) return;
  const base = a.getAttribute('href').split('#')[0];
  const theirs = (a.dataset.ids || '').split(' ').filter(Boolean);
  function here() {
    const ours = [...document.querySelectorAll('main :is(h1, h2, h3, h4, h5, h6)[id]')];
    let i = -1;
    ours.forEach((h, k) => { if (h.getBoundingClientRect().top < 80) i = k; });
    const hash = decodeURIComponent(location.hash.slice(1));
    const j = ours.findIndex(h => h.id === hash);
    const inView = j >= 0 && (r => r.bottom > 0 && r.top < window.innerHeight)(ours[j].getBoundingClientRect());
    if (j >= 0 && (i < 0 || window.scrollY === 0 || inView)) i = j;
    return i > 0 && i < theirs.length ? base + '#' + theirs[i] : base;
  }
  const update = () => { a.href = here(); };
  a.addEventListener('mousedown', update);
  a.addEventListener('focus', update);
  a.addEventListener('click', update);
  window.addEventListener('hashchange', update);
  update();
})();

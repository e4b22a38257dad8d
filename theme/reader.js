// The folded sections (验证, 在支持 Rust 的评测网站上提交: <details class="gb-fold">):
// a link or a search hit into one opens it, and printing opens them all. An
// exercise's hint and answer (gb-hint, gb-answer) stay closed in print.
(function () {
    'use strict';
    const openAround = el => {
        for (let d = el && el.closest('details'); d; d = d.parentElement && d.parentElement.closest('details')) {
            d.open = true;
        }
    };
    const openTarget = () => {
        const id = decodeURIComponent(location.hash.slice(1));
        if (id) {
            openAround(document.getElementById(id));
        }
    };
    window.addEventListener('hashchange', openTarget);
    document.addEventListener('DOMContentLoaded', () => {
        openTarget();
        // mdBook marks search hits after load. A hit in the text opens the
        // folded sections around it; an exercise's hint or answer opens only
        // when the page has no hit outside them (the reader searched for what
        // only an answer says), so a common word does not give answers away.
        setTimeout(() => {
            const marks = [...document.querySelectorAll('main mark')];
            const text = marks.filter(m => !m.closest('details.gb-hint, details.gb-answer'));
            (text.length ? text : marks).forEach(openAround);
        }, 300);
    });
    // On a narrow screen a figure keeps at least 60 % of its drawn size, so its
    // labels stay readable, and scrolls sideways in its box (the zoom label
    // around it), which fades at the edge that has more (reader.css).
    const keepSize = img => { img.style.minWidth = `${Math.round(0.6 * img.naturalWidth)}px`; };
    document.addEventListener('DOMContentLoaded', () => {
        for (const img of document.querySelectorAll('main img[src$=".svg"]')) {
            if (img.closest('.img-wrapper')) continue;
            if (img.complete && img.naturalWidth) keepSize(img);
            else img.addEventListener('load', () => keepSize(img));
        }
    });
    // A box that scrolls sideways says which edges have more beyond them
    // (data-more: l, r or lr; reader.css fades those edges): on load, on
    // resize, when it scrolls, and when a board draws anew.
    const BOXES = '.table-wrapper, .katex-display, pre > code, .checkbox-label, .gb-table-wrap, .gb-area';
    const mark = e => {
        const max = e.scrollWidth - e.clientWidth;
        const m = max > 1 ? (e.scrollLeft > 1 ? 'l' : '') + (e.scrollLeft < max - 1 ? 'r' : '') : '';
        if ((e.dataset.more || '') === m) return;
        if (m) e.dataset.more = m; else delete e.dataset.more;
    };
    // Each box under `root`, once a frame; a part of the page not drawn
    // (content-visibility) is not measured.
    const pending = new Set();
    const markAll = root => {
        if (pending.size === 0) {
            requestAnimationFrame(() => {
                for (const r of pending) {
                    if (!r.isConnected || !r.checkVisibility()) continue;
                    r.querySelectorAll(BOXES).forEach(mark);
                }
                pending.clear();
            });
        }
        pending.add(root);
    };
    const main = () => document.querySelector('main');
    document.addEventListener('DOMContentLoaded', () => {
        markAll(main());
        for (const b of document.querySelectorAll('.gb-board')) {
            new MutationObserver(() => markAll(b)).observe(b, { childList: true, subtree: true });
        }
    });
    window.addEventListener('load', () => markAll(main()));
    if (document.fonts) document.fonts.ready.then(() => markAll(main()));
    window.addEventListener('resize', () => markAll(main()));
    document.addEventListener('scroll', e => {
        if (e.target instanceof Element && e.target.matches(BOXES)) mark(e.target);
    }, { capture: true, passive: true });
    window.addEventListener('beforeprint', () => {
        document.querySelectorAll('details.gb-fold').forEach(d => { d.open = true; });
    });
})();

// The folded sections (验证, 在支持 Rust 的评测网站上提交: <details class="gb-fold">):
// a link or a search hit into one opens it, and printing opens them all.
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
        // mdBook marks search hits after load.
        setTimeout(() => document.querySelectorAll('main mark').forEach(openAround), 300);
    });
    window.addEventListener('beforeprint', () => {
        document.querySelectorAll('details.gb-fold').forEach(d => { d.open = true; });
    });
})();

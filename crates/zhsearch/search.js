// Chinese search for mdBook's own search UI. `cargo xtask` writes this script at the
// head of searchindex-<hash>.js, so it runs whenever mdBook's searcher.js loads the
// index and before the index is read. It cuts the reader's query as
// crates/zhsearch/src/lib.rs (`cut`, Side::Query) cut the sections for the index:
// Han runs into character bigrams (a single character stays whole), everything
// else into mdBook's tokens. It also writes teasers around the Chinese hit and
// starts a search when text arrives without a key (an IME commit, a paste).
(function () {
    'use strict';
    if (typeof elasticlunr === 'undefined' || window.gamebookSearch) {
        return;
    }
    const HAN = /[\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\u{20000}-\u{2FA1F}]/u;
    // Rust: c.is_whitespace() || c == '-' || (!c.is_ascii() && !c.is_alphanumeric())
    const SEPARATOR = /[\p{White_Space}-]|[^\x00-\x7F\p{Alphabetic}\p{N}]/u;
    const MAX_WORD_BYTES = 80;
    const utf8 = new TextEncoder();

    // The runs of one piece (text between separators): [isHan, chars].
    function runs(chars) {
        const out = [];
        let i = 0;
        while (i < chars.length) {
            const han = HAN.test(chars[i]);
            let j = i + 1;
            while (j < chars.length && HAN.test(chars[j]) === han) {
                j++;
            }
            out.push([han, chars.slice(i, j)]);
            i = j;
        }
        return out;
    }

    // The pieces of a text, lower-cased, as arrays of characters.
    function pieces(text) {
        const out = [];
        let piece = [];
        for (const c of Array.from(String(text).toLowerCase())) {
            if (SEPARATOR.test(c)) {
                if (piece.length) {
                    out.push(piece);
                }
                piece = [];
            } else {
                piece.push(c);
            }
        }
        if (piece.length) {
            out.push(piece);
        }
        return out;
    }

    // The words a result's page should mark: the query split at spaces and
    // where Latin meets Han (`nim积` → `nim 积`), runs kept whole.
    function highlightTerms(text) {
        const out = [];
        for (const piece of pieces(text)) {
            for (const [, chars] of runs(piece)) {
                out.push(chars.join(''));
            }
        }
        return out.join(' ');
    }

    // The query's search terms (the Rust side's cut(text, Side::Query, _)).
    function cut(text) {
        const out = [];
        for (const piece of pieces(text)) {
            for (const [han, chars] of runs(piece)) {
                if (han && chars.length === 1) {
                    out.push(chars[0]);
                } else if (han) {
                    for (let k = 0; k + 1 < chars.length; k++) {
                        out.push(chars[k] + chars[k + 1]);
                    }
                } else {
                    const token = chars.join('');
                    if (utf8.encode(token).length <= MAX_WORD_BYTES) {
                        out.push(token);
                    }
                }
            }
        }
        return out;
    }

    elasticlunr.tokenizer = function (text) {
        if (text === null || text === undefined) {
            return [];
        }
        if (Array.isArray(text)) {
            return text.filter(t => t !== null && t !== undefined).flatMap(cut);
        }
        return cut(text);
    };

    // mdBook's English pipeline for Latin tokens; Han terms pass unchanged (the
    // index names these steps `<step>-passhan`).
    for (const name of ['trimmer', 'stopWordFilter', 'stemmer']) {
        const step = elasticlunr.Pipeline.getRegisteredFunction(name);
        elasticlunr.Pipeline.registerFunction(
            token => HAN.test(token) ? token : step(token), name + '-passhan');
    }

    // A section that holds the query as typed (case and runs of whitespace aside)
    // ranks above one that holds its terms apart: bigrams and tokens alone do not
    // see that "Nim 和" is one phrase. The more often, the higher. Each result's
    // body is cut down to its teaser window here, so that searcher.js's own
    // teaser (which runs the English stemmer over every space-separated "word",
    // in Chinese whole paragraphs) has little to do; `rewriteTeasers` then marks
    // the hits in it.
    // The phrase is compared without whitespace, so "nim游戏" finds "Nim 游戏".
    const PHRASE_WEIGHT = 1;
    // The problem index and the graded list name every problem and game: a
    // chapter ranks above them for the same words.
    const LIST_PAGES = /^(problems|problem-list)\.html/;
    const LIST_WEIGHT = 0.3;
    const flat = new Map();
    const flatten = (ref, doc) => {
        if (!flat.has(ref)) {
            const f = t => String(t || '').toLowerCase().replace(/\s+/g, '');
            flat.set(ref, { title: f(doc.title), body: f(doc.body) });
        }
        return flat.get(ref);
    };
    const search = elasticlunr.Index.prototype.search;
    elasticlunr.Index.prototype.search = function (query, config) {
        const results = search.call(this, query, config);
        const phrase = typeof query === 'string' ? query.toLowerCase().replace(/\s+/g, '') : '';
        if (!phrase) {
            return results;
        }
        const count = (text, p) => text.split(p).length - 1;
        for (const r of results) {
            if (!r.doc) {
                continue;
            }
            const f = flatten(r.ref, r.doc);
            const n = 2 * count(f.title, phrase) + count(f.body, phrase);
            r.score *= 1 + PHRASE_WEIGHT * Math.log2(1 + n);
            const url = (window.search.doc_urls || [])[Number(r.ref)] || '';
            if (LIST_PAGES.test(url)) {
                r.score *= LIST_WEIGHT;
            }
            const [start, end] = teaserWindow(r.doc.body, query);
            r.doc = Object.assign({}, r.doc, { body: r.doc.body.slice(start, end) });
        }
        return results.sort((a, b) => b.score - a.score);
    };

    // What the reader typed, as strings to find in a section's text: Han runs and
    // Latin runs whole (Latin trimmed like mdBook's trimmer), longest first.
    let lastNeedles = ['', []];
    function needles(query) {
        if (lastNeedles[0] === query) {
            return lastNeedles[1];
        }
        const out = [];
        for (const piece of pieces(query)) {
            for (const [han, chars] of runs(piece)) {
                const s = han ? chars.join('') : chars.join('').replace(/^\W+|\W+$/g, '');
                if (s) {
                    out.push(s);
                }
            }
        }
        out.sort((a, b) => b.length - a.length);
        lastNeedles = [query, out];
        return out;
    }

    const escapeHTML = s => s.replace(/[&<>'"]/g, c => ({
        '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', '\'': '&#39;',
    })[c]);
    const escapeRe = s => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const TEASER_CHARS = 100;
    const BEFORE_HIT = 24;

    // Where the teaser of `body` for `query` starts and ends: about TEASER_CHARS
    // characters from a little before the first hit.
    function teaserWindow(body, query) {
        const lower = body.toLowerCase();
        let at = -1;
        for (const n of needles(query)) {
            const i = lower.indexOf(n);
            if (i >= 0 && (at < 0 || i < at)) {
                at = i;
            }
        }
        const start = at < 0 ? 0 : Math.max(0, at - BEFORE_HIT);
        return [start, Math.min(body.length, start + TEASER_CHARS)];
    }

    // The teaser of `body` for `query` as HTML, every hit wrapped in <em>
    // (mdBook's teaser counts space-separated words, which in Chinese are whole
    // paragraphs, and marks none of them).
    function teaser(body, query) {
        const found = needles(query);
        const [start, end] = teaserWindow(body, query);
        const text = body.slice(start, end);
        let html = '';
        if (found.length) {
            const re = new RegExp(found.map(escapeRe).join('|'), 'giu');
            let last = 0;
            for (const m of text.matchAll(re)) {
                html += escapeHTML(text.slice(last, m.index)) + '<em>' + escapeHTML(m[0]) + '</em>';
                last = m.index + m[0].length;
            }
            html += escapeHTML(text.slice(last));
        } else {
            html = escapeHTML(text);
        }
        return (start > 0 ? '…' : '') + html + (end < body.length ? '…' : '');
    }

    const bar = document.getElementById('mdbook-searchbar');
    const list = document.getElementById('mdbook-searchresults');
    let refs = null;

    // The section a result link points to (mdBook writes
    // path_to_root + page + '?highlight=…#' + anchor).
    function refOf(href) {
        if (refs === null) {
            refs = new Map((window.search.doc_urls || []).map((u, i) => [u, String(i)]));
        }
        const root = typeof path_to_root === 'string' ? path_to_root : '';
        const rel = href.startsWith(root) ? href.slice(root.length) : href;
        const page = rel.split(/[?#]/)[0];
        const hash = rel.includes('#') ? rel.slice(rel.indexOf('#') + 1) : '';
        return refs.get(hash ? page + '#' + hash : page);
    }

    function rewriteTeasers() {
        const docs = window.search.index && window.search.index.documentStore.docs;
        if (!docs) {
            return;
        }
        for (const li of list.children) {
            const a = li.querySelector('a');
            const span = li.querySelector('.teaser');
            if (!a || !span || li.dataset.gamebookTeaser) {
                continue;
            }
            // The page a result opens marks the query's words: searcher.js
            // passes the query as typed (`nim积`), which the page's marker
            // finds only where the text has it verbatim, not in `Nim 积`.
            // Split it where the script changes (Latin | Han) and at spaces.
            a.setAttribute('href', a.getAttribute('href').replace(
                /([?&]highlight=)[^#&]*/, (_, k) => k + encodeURIComponent(highlightTerms(bar.value))));
            const doc = docs[refOf(a.getAttribute('href'))];
            if (doc) {
                span.innerHTML = teaser(doc.body, bar.value);
                li.dataset.gamebookTeaser = '1';
            }
        }
    }

    // The search box speaks Chinese: mdBook's searcher.js writes its result
    // line in English ("30 search results for 'x':"); it is rewritten here.
    const header = document.getElementById('mdbook-searchresults-header');
    function chineseHeader() {
        const t = header.textContent;
        let m = t.match(/^(\d+) search results? for '([\s\S]*)':$/);
        if (m) {
            header.textContent = `找到 ${m[1]} 条与“${m[2]}”有关的结果：`;
            return;
        }
        m = t.match(/^No search results for '([\s\S]*)'\.$/);
        if (m) {
            header.textContent = `没有找到与“${m[1]}”有关的内容。`;
        }
    }
    if (header) {
        new MutationObserver(chineseHeader).observe(header, { childList: true, characterData: true, subtree: true });
    }
    if (bar) {
        bar.placeholder = '搜索本书（中文、英文都可以）……';
        bar.setAttribute('aria-label', '搜索本书');
    }
    const toggle = document.getElementById('mdbook-search-toggle');
    if (toggle) {
        toggle.title = '搜索（按 / 或 s 键）';
        toggle.setAttribute('aria-label', '打开或关闭搜索框');
    }

    if (bar && list) {
        new MutationObserver(rewriteTeasers).observe(list, { childList: true });
        // searcher.js searches on keyup; text from an IME or a paste brings none.
        const keyup = () => bar.dispatchEvent(new KeyboardEvent('keyup', { bubbles: true }));
        bar.addEventListener('input', e => {
            if (!e.isComposing) {
                keyup();
            }
        });
        bar.addEventListener('compositionend', keyup);
    }

    window.gamebookSearch = { cut, teaser };
})();

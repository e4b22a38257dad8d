// The English edition's query side. `cargo xtask` writes this script at the
// head of the English searchindex-<hash>.js, so it runs whenever mdBook's
// searcher.js loads the index and before the index is read. The index holds
// every Latin letter with a diacritic folded to the plain letter
// (crates/zhsearch/src/lib.rs, `fold_diacritics`); this folds the reader's
// query by the same table, so `mobius` and `Möbius`, `misere` and `misère`
// find the same sections. mdBook's teaser compares stemmed words: it gets
// the folded ones too, so a teaser marks `Möbius` for the query `mobius`.
(function () {
    'use strict';
    if (typeof elasticlunr === 'undefined' || window.gamebookFold) {
        return;
    }
    // Filled in by crates/zhsearch from the Rust table: { "ö": "o", … }.
    const FOLDS = /* FOLDS */ {};
    const fold = text => String(text).replace(/[^\x00-\x7f]/g, c => FOLDS[c] || c);
    window.gamebookFold = fold;

    // mdBook's tokenizer, its output folded. Its own properties (the separator
    // it reads through `elasticlunr.tokenizer.seperator`) come along.
    const tokenizer = elasticlunr.tokenizer;
    elasticlunr.tokenizer = Object.assign(function (text) {
        return tokenizer.apply(this, arguments).map(fold);
    }, tokenizer);

    // The teaser's stemmer folds first; the index pipeline keeps the stemmer
    // registered under its name (the query is folded before it gets there).
    const stemmer = elasticlunr.stemmer;
    elasticlunr.stemmer = word => stemmer(fold(word));
})();

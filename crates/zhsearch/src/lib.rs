//! Chinese search inside mdBook's own search UI.
//!
//! mdBook 0.5.4 cuts text at whitespace and drops tokens over 80 bytes, and its
//! trimmer strips every character that is not ASCII, so a Chinese sentence is never
//! indexed. After `mdbook build`, [`postprocess`] reads the index mdBook wrote
//! (`searchindex-<hash>.js`: the sections' title, body and breadcrumbs are in its
//! document store), rebuilds the inverted index with the same elasticlunr crate and
//! English pipeline mdBook uses, but cut by [`cut`]: Han runs become character
//! bigrams, everything else becomes mdBook's tokens. It writes the result back into
//! the same file, preceded by `search.js`, which cuts the reader's query the same
//! way inside the browser. The index stays a script, so it loads from `file://`.
//!
//! The query side must be installed before mdBook's `searcher.js` loads the index
//! (a `?search=` URL loads it before any `additional-js` has run), so it travels in
//! the index file itself: whatever loads the index also loads its cutter.

mod search_aliases;

use elasticlunr::inverted_index::InvertedIndex;
use elasticlunr::lang::{English, Language};
use elasticlunr::pipeline::{Pipeline, PipelineFn};
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The query side: the browser's cutter, the teasers and the IME hook.
const QUERY_JS: &str = include_str!("../search.js");
/// The English edition's query side: folds a query's diacritics as
/// [`fold_diacritics`] folds the index (its table is put in by [`encode`]).
const QUERY_EN_JS: &str = include_str!("../search-en.js");
/// The first line of a post-processed index, so a second pass can tell.
const MARK: &str = "/* gamebook: Chinese search index (cargo xtask, crates/zhsearch) */";
/// The same for the English edition's index.
const MARK_EN: &str = "/* gamebook: English search index (cargo xtask, crates/zhsearch) */";
/// Where [`encode`] puts the fold table into [`QUERY_EN_JS`].
const FOLD_SLOT: &str = "/* FOLDS */ {}";
/// Latin letters with a diacritic (U+00C0–U+017F that decompose into one
/// ASCII letter and combining marks), and below each the letter it folds to.
const FOLD_FROM: &str = "ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž";
const FOLD_TO: &str = "AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyAaAaAaCcCcCcCcDdEeEeEeEeEeGgGgGgGgHhIiIiIiIiIJjKkLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtUuUuUuUuUuUuWwYyYZzZzZz";
/// How mdBook 0.5.4 wraps the index JSON (html_handlebars/search.rs).
const PREFIX: &str = "window.search = Object.assign(window.search, JSON.parse('";
const SUFFIX: &str = "'));";
/// mdBook drops longer tokens; so do we, for the Latin runs.
const MAX_WORD_BYTES: usize = 80;

/// How Han runs are cut into index terms.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Scheme {
    /// Every adjacent pair of characters, plus the last character of each run:
    /// with mdBook's prefix expansion on, a one-character query finds every
    /// occurrence (as the first half of a bigram or as a run's last character).
    Bigrams,
    /// Bigrams plus every single character (measured for comparison only).
    BigramsAndUnigrams,
    /// No Han terms at all: mdBook's index cut our way (the fault injection).
    LatinOnly,
}

/// Which side of the search a text is cut for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Side {
    /// A section's text, going into the index.
    Index,
    /// A reader's query: a one-character Han run stays one character, a longer
    /// run becomes its bigrams (every one of which the index holds for any section
    /// containing the run).
    Query,
}

/// The CJK ideographs Chinese is written in (the unified blocks, extension A,
/// the compatibility block and the supplementary planes' extensions).
pub fn is_han(c: char) -> bool {
    matches!(c,
        '\u{3400}'..='\u{4DBF}'
        | '\u{4E00}'..='\u{9FFF}'
        | '\u{F900}'..='\u{FAFF}'
        | '\u{20000}'..='\u{2FA1F}')
}

/// Where a token ends: whitespace and `-` (as in mdBook), and any non-ASCII
/// character that is neither a letter nor a digit (Chinese punctuation `，。：（）`,
/// symbols such as `⊕`), so `SG，Nim` gives two tokens.
pub fn is_separator(c: char) -> bool {
    c.is_whitespace() || c == '-' || (!c.is_ascii() && !c.is_alphanumeric())
}

/// Cut `text` into search terms: lower-cased pieces between separators, each split
/// into maximal Han and non-Han runs; a non-Han run is one token (mdBook's), a Han
/// run gives the terms of [`Scheme`] and [`Side`]. `search.js` implements the
/// `Side::Query` half of this function; the browser test compares the two.
pub fn cut(text: &str, side: Side, scheme: Scheme) -> Vec<String> {
    let lower = text.to_lowercase();
    let mut out = Vec::new();
    for piece in lower.split(is_separator).filter(|p| !p.is_empty()) {
        let chars: Vec<char> = piece.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let han = is_han(chars[i]);
            let mut j = i + 1;
            while j < chars.len() && is_han(chars[j]) == han {
                j += 1;
            }
            let run = &chars[i..j];
            if han {
                han_terms(run, side, scheme, &mut out);
            } else {
                let token: String = run.iter().collect();
                if token.len() <= MAX_WORD_BYTES {
                    out.push(token);
                }
            }
            i = j;
        }
    }
    out
}

/// The terms of one Han run (`run` is not empty).
fn han_terms(run: &[char], side: Side, scheme: Scheme, out: &mut Vec<String>) {
    let bigrams = run.windows(2).map(|w| w.iter().collect::<String>());
    match (side, scheme) {
        (_, Scheme::LatinOnly) => {}
        (Side::Query, _) if run.len() == 1 => out.push(run[0].to_string()),
        (Side::Query, _) => out.extend(bigrams),
        (Side::Index, Scheme::Bigrams) => {
            out.extend(bigrams);
            out.push(run[run.len() - 1].to_string());
        }
        (Side::Index, Scheme::BigramsAndUnigrams) => {
            out.extend(bigrams);
            out.extend(run.iter().map(|c| c.to_string()));
        }
    }
}

/// Runs one of mdBook's English pipeline steps on Latin tokens only: a Han term
/// passes unchanged (the English trimmer would strip it to nothing). The JS side
/// registers the same wrapper under the same name.
struct PassHan(Box<dyn PipelineFn>);

impl PipelineFn for PassHan {
    fn name(&self) -> String {
        format!("{}-passhan", self.0.name())
    }
    fn filter(&self, token: String) -> Option<String> {
        if token.chars().any(is_han) {
            Some(token)
        } else {
            self.0.filter(token)
        }
    }
}

/// elasticlunr's `Language` for the book: our cut, mdBook's English pipeline.
struct BookCut(Scheme);

impl Language for BookCut {
    fn name(&self) -> String {
        "English".into()
    }
    fn code(&self) -> String {
        "en".into()
    }
    fn tokenize(&self, text: &str) -> Vec<String> {
        cut(text, Side::Index, self.0)
    }
    fn make_pipeline(&self) -> Pipeline {
        let english = English::new().make_pipeline();
        Pipeline {
            queue: english
                .queue
                .into_iter()
                .map(|f| Box::new(PassHan(f)) as Box<dyn PipelineFn>)
                .collect(),
        }
    }
}

/// What a post-processing pass measured.
#[derive(Debug, Clone)]
pub struct Stats {
    pub file: PathBuf,
    /// mdBook's own index file, bytes.
    pub mdbook_bytes: usize,
    /// Ours (index plus the query-side script), bytes.
    pub ours_bytes: usize,
    /// Sections (search documents).
    pub docs: usize,
    /// Distinct (term, section) pairs over the three fields.
    pub postings: usize,
    /// The sections' text (title, body, breadcrumbs), bytes.
    pub text_bytes: usize,
    pub millis: f64,
}

/// The one `searchindex-<hash>.js` of a built book.
pub fn index_file(book: &Path) -> Result<PathBuf, String> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(book)
        .map_err(|e| format!("{}: {e}", book.display()))?
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("searchindex") && n.ends_with(".js"))
        })
        .collect();
    match found.len() {
        1 => Ok(found.remove(0)),
        0 => Err(format!(
            "no searchindex*.js in {}: is [output.html.search] on?",
            book.display()
        )),
        _ => Err(format!("several searchindex*.js in {}", book.display())),
    }
}

/// Replace mdBook's index in the built book at `book` with ours.
pub fn postprocess(book: &Path, scheme: Scheme) -> Result<Stats, String> {
    reindex(book, Some(scheme))
}

/// The English edition's tokens: lower-cased pieces between [`is_separator`]s,
/// whole (mdBook's English tokenizer, but an en dash or any other non-ASCII mark
/// ends a token too, so “inclusion–exclusion” gives two words, as the query
/// `inclusion-exclusion` does in mdBook's own query cutter), with their
/// diacritics folded: a reader types `mobius` or `misere` as often as `Möbius`
/// and `misère`, and the query side folds them the same way.
pub fn cut_english(text: &str) -> Vec<String> {
    fold_diacritics(&text.to_lowercase())
        .split(is_separator)
        .filter(|p| !p.is_empty() && p.len() <= MAX_WORD_BYTES)
        .map(str::to_string)
        .collect()
}

/// `text` with each Latin letter that carries a diacritic replaced by the
/// letter without it (`Möbius` → `Mobius`, `misère` → `misere`); everything
/// else as it was.
pub fn fold_diacritics(text: &str) -> String {
    text.chars()
        .map(|c| {
            FOLD_FROM
                .chars()
                .position(|f| f == c)
                .and_then(|i| FOLD_TO.chars().nth(i))
                .unwrap_or(c)
        })
        .collect()
}

/// Re-cut the English edition's index (the book at `book`, mdBook's own search
/// script left as it is) by [`cut_english`], with mdBook's English pipeline;
/// the index file carries search-en.js, which folds the query's diacritics.
pub fn postprocess_english(book: &Path) -> Result<Stats, String> {
    reindex(book, None)
}

/// The index of the book at `book` cut again: by `scheme` with our query script
/// (Chinese), or by [`cut_english`] with the diacritic folding query script
/// (`None`, English).
fn reindex(book: &Path, scheme: Option<Scheme>) -> Result<Stats, String> {
    let started = Instant::now();
    let file = index_file(book)?;
    let text = std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
    if text.starts_with(MARK) || text.starts_with(MARK_EN) {
        return Err(format!(
            "{} is already post-processed: build the book again first",
            file.display()
        ));
    }
    let mut json = decode(&text).map_err(|e| format!("{}: {e}", file.display()))?;
    let (docs, postings) = match scheme {
        Some(scheme) => {
            let aliases = crate::search_aliases::from_glossary(book);
            let counts = rebuild(&mut json, scheme, &aliases)?;
            // One-character queries rely on prefix expansion (see `Scheme::Bigrams`).
            json["search_options"]["expand"] = Value::Bool(true);
            counts
        }
        None => rebuild_with(
            &mut json,
            &|t, _| cut_english(t),
            English::new().make_pipeline(),
            &BTreeMap::new(),
        )?,
    };
    let text_bytes = sections(&json)?
        .iter()
        .map(|[_, t, b, c]| t.len() + b.len() + c.len())
        .sum();
    let out = encode(
        &json,
        if scheme.is_some() {
            Query::Chinese
        } else {
            Query::English
        },
    )?;
    std::fs::write(&file, &out).map_err(|e| format!("{}: {e}", file.display()))?;
    Ok(Stats {
        file,
        mdbook_bytes: text.len(),
        ours_bytes: out.len(),
        docs,
        postings,
        text_bytes,
        millis: started.elapsed().as_secs_f64() * 1000.0,
    })
}

/// Texts to compare the browser's cutter with [`cut`] on: every section's title
/// and breadcrumbs, and the first 200 characters of its body.
pub fn probe_texts(book: &Path) -> Result<Vec<String>, String> {
    let file = index_file(book)?;
    let text = std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
    let json = decode(text.trim_end().lines().last().unwrap_or(""))?;
    Ok(sections(&json)?
        .into_iter()
        .flat_map(|[_, t, b, c]| [t, b.chars().take(200).collect(), c])
        .collect())
}

/// The JSON inside mdBook's `searchindex.js` (it doubled every `\` and escaped
/// every `'` to fit the JSON in a single-quoted JS string).
fn decode(text: &str) -> Result<Value, String> {
    let inner = text
        .trim_end()
        .strip_prefix(PREFIX)
        .and_then(|t| t.strip_suffix(SUFFIX))
        .ok_or("not the searchindex.js mdBook 0.5.4 writes")?;
    let mut json = String::with_capacity(inner.len());
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            json.push(chars.next().ok_or("a lone backslash at the end")?);
        } else {
            json.push(c);
        }
    }
    serde_json::from_str(&json).map_err(|e| format!("the index is not JSON: {e}"))
}

/// Which query-side script an index file carries.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Query {
    /// Our cutter (search.js): the Chinese edition.
    Chinese,
    /// mdBook's own search with the query's diacritics folded (search-en.js).
    English,
}

/// Our index file: the query-side script, then the index in mdBook's wrapping.
fn encode(json: &Value, query: Query) -> Result<String, String> {
    let body = serde_json::to_string(json).map_err(|e| e.to_string())?;
    let wrapped = format!(
        "{PREFIX}{}{SUFFIX}\n",
        body.replace('\\', "\\\\").replace('\'', "\\'")
    );
    Ok(match query {
        Query::Chinese => format!("{MARK}\n{QUERY_JS}\n{wrapped}"),
        Query::English => format!("{MARK_EN}\n{}\n{wrapped}", query_en_js()?),
    })
}

/// search-en.js with the fold table of [`fold_diacritics`] in its slot, so the
/// browser folds a query exactly as the index was folded.
fn query_en_js() -> Result<String, String> {
    let table: serde_json::Map<String, Value> = FOLD_FROM
        .chars()
        .zip(FOLD_TO.chars())
        .map(|(from, to)| (from.to_string(), Value::String(to.to_string())))
        .collect();
    if !QUERY_EN_JS.contains(FOLD_SLOT) {
        return Err(format!(
            "search-en.js has no {FOLD_SLOT} for the fold table"
        ));
    }
    Ok(QUERY_EN_JS.replace(FOLD_SLOT, &Value::Object(table).to_string()))
}

/// The sections mdBook stored: (ref, title, body, breadcrumbs), in ref order.
fn sections(json: &Value) -> Result<Vec<[String; 4]>, String> {
    let urls = json["doc_urls"]
        .as_array()
        .ok_or("the index has no doc_urls")?;
    let docs = &json["index"]["documentStore"]["docs"];
    (0..urls.len())
        .map(|i| {
            let r = i.to_string();
            let d = &docs[&r];
            let field = |f: &str| {
                d[f].as_str()
                    .map(str::to_string)
                    .ok_or_else(|| format!("section {r} has no {f} in the document store"))
            };
            Ok([
                r.clone(),
                field("title")?,
                field("body")?,
                field("breadcrumbs")?,
            ])
        })
        .collect()
}

/// The inverted index of every field and section, cut by `scheme`, in the form
/// elasticlunr.js loads: `index.index`, `index.documentStore.docInfo` (the field
/// lengths its scores divide by) and `index.pipeline`; with the posting count.
///
/// mdBook's own index (elasticlunr-rs 3.0.2's `Index::add_doc`) carries each
/// field's term counts over into the next field, so its breadcrumbs field holds the
/// whole body again; here each field holds its own terms.
/// `aliases` (section → other names, from the glossary) go into the title terms.
fn rebuild(
    json: &mut Value,
    scheme: Scheme,
    aliases: &BTreeMap<String, String>,
) -> Result<(usize, usize), String> {
    rebuild_with(
        json,
        &|text, side| cut(text, side, scheme),
        BookCut(scheme).make_pipeline(),
        aliases,
    )
}

/// Re-index mdBook's sections with `tokenize` (index side, query side for the
/// lengths) and `pipeline`.
fn rebuild_with(
    json: &mut Value,
    tokenize: &dyn Fn(&str, Side) -> Vec<String>,
    pipeline: Pipeline,
    aliases: &BTreeMap<String, String>,
) -> Result<(usize, usize), String> {
    let fields: Vec<String> = json["index"]["fields"]
        .as_array()
        .ok_or("the index has no field list")?
        .iter()
        .filter_map(|f| f.as_str().map(str::to_string))
        .collect();
    if fields != ["title", "body", "breadcrumbs"] {
        return Err(format!(
            "mdBook's index fields changed: {fields:?} (expected title, body, breadcrumbs)"
        ));
    }
    let secs = sections(json)?;
    let mut inverted: Vec<InvertedIndex> = fields.iter().map(|_| InvertedIndex::new()).collect();
    let mut doc_info = serde_json::Map::new();
    let mut postings = 0;
    let urls = json["doc_urls"].as_array().cloned().unwrap_or_default();
    for [r, title, body, crumbs] in &secs {
        let mut lengths = serde_json::Map::new();
        let url = r.parse::<usize>().ok().and_then(|i| urls.get(i)?.as_str());
        let title = &match url.and_then(|u| aliases.get(u)) {
            Some(a) => format!("{title} {a}"),
            None => title.clone(),
        };
        for ((name, text), inv) in fields.iter().zip([title, body, crumbs]).zip(&mut inverted) {
            let terms = pipeline.run(tokenize(text, Side::Index));
            // The length scores divide by: the terms without each run's last
            // character, which is there only for one-character queries.
            let length = pipeline.run(tokenize(text, Side::Query)).len();
            lengths.insert(name.clone(), length.into());
            let mut counts: BTreeMap<&str, u32> = BTreeMap::new();
            for t in &terms {
                *counts.entry(t).or_insert(0) += 1;
            }
            postings += counts.len();
            for (t, n) in counts {
                inv.add_token(r, t, f64::from(n).sqrt());
            }
        }
        doc_info.insert(r.clone(), Value::Object(lengths));
    }
    let mut index = serde_json::Map::new();
    for (name, inv) in fields.iter().zip(&inverted) {
        index.insert(
            name.clone(),
            serde_json::to_value(inv).map_err(|e| e.to_string())?,
        );
    }
    let names: Vec<Value> = pipeline.queue.iter().map(|f| f.name().into()).collect();
    json["index"]["index"] = Value::Object(index);
    json["index"]["documentStore"]["docInfo"] = Value::Object(doc_info);
    json["index"]["pipeline"] = Value::Array(names);
    Ok((secs.len(), postings))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(s: &str) -> Vec<String> {
        cut(s, Side::Query, Scheme::Bigrams)
    }

    #[test]
    fn han_runs_become_bigrams_and_latin_stays_whole() {
        assert_eq!(q("黄金分割"), ["黄金", "金分", "分割"]);
        assert_eq!(q("SG 定理"), ["sg", "定理"]);
        assert_eq!(q("Nim 和"), ["nim", "和"]);
        assert_eq!(q("POJ 2975"), ["poj", "2975"]);
        assert_eq!(q("SG函数，mex"), ["sg", "函数", "mex"]);
        assert_eq!(q("x-y"), ["x", "y"]);
    }

    #[test]
    fn the_index_holds_every_character_a_query_can_ask_for() {
        let idx = cut("和为零。必败态", Side::Index, Scheme::Bigrams);
        assert_eq!(idx, ["和为", "为零", "零", "必败", "败态", "态"]);
        // Every character is the first half of a bigram or a run's last one.
        for c in "和为零必败态".chars() {
            assert!(idx.iter().any(|t| t.starts_with(c)), "{c}");
        }
        assert!(cut("必败态", Side::Index, Scheme::LatinOnly).is_empty());
    }

    #[test]
    fn han_terms_pass_the_english_pipeline_unchanged() {
        let p = BookCut(Scheme::Bigrams).make_pipeline();
        let names: Vec<String> = p.queue.iter().map(|f| f.name()).collect();
        assert_eq!(
            names,
            [
                "trimmer-passhan",
                "stopWordFilter-passhan",
                "stemmer-passhan"
            ]
        );
        let out = p.run(vec!["必败".into(), "(games)".into(), "the".into()]);
        assert_eq!(out, ["必败", "game"]);
    }

    #[test]
    fn english_tokens_split_at_the_en_dash_and_the_hyphen_as_mdbook_queries_do() {
        assert_eq!(
            cut_english("The inclusion–exclusion principle and Sprague-Grundy"),
            [
                "the",
                "inclusion",
                "exclusion",
                "principle",
                "and",
                "sprague",
                "grundy"
            ]
        );
        assert_eq!(
            cut_english("N-position and P-position"),
            ["n", "position", "and", "p", "position"]
        );
    }

    #[test]
    fn english_tokens_fold_diacritics_so_ascii_spellings_find_them() {
        assert_eq!(
            cut_english("Möbius inversion and misère Nim (König's lemma) Erdős"),
            [
                "mobius",
                "inversion",
                "and",
                "misere",
                "nim",
                "(konig's",
                "lemma)",
                "erdos"
            ]
        );
        assert_eq!(fold_diacritics("ÀÿŽ ≠ グ φ"), "AyZ ≠ グ φ");
        assert_eq!(FOLD_FROM.chars().count(), FOLD_TO.chars().count());
        assert!(FOLD_TO.chars().all(|c| c.is_ascii_alphabetic()));
        // The browser gets the same table.
        let js = query_en_js().unwrap();
        assert!(
            js.contains(r#""ö":"o""#) && js.contains(r#""è":"e""#),
            "{js}"
        );
        assert!(!js.contains(FOLD_SLOT));
    }

    #[test]
    fn encode_and_decode_round_trip_through_mdbooks_escaping() {
        let v: Value = serde_json::from_str(r#"{"a":"it's a \\ and a \" and 必败"}"#).unwrap();
        let js = encode(&v, Query::Chinese).unwrap();
        let wrapped = js.lines().last().unwrap();
        assert!(wrapped.starts_with(PREFIX), "{wrapped}");
        assert!(wrapped.contains(r"it\'s a \\\\ and"), "{wrapped}");
        assert_eq!(decode(wrapped).unwrap(), v);
    }
}

/// `cargo xtask search-index DIR [bigrams|unigrams|latin]`: post-process the
/// search index of a book already built into DIR by one scheme (for
/// measuring the schemes; the build does it too). Returns what it measured.
pub fn postprocess_cli(args: &[String]) -> Result<String, String> {
    let scheme = match args.get(1).map(String::as_str) {
        None | Some("bigrams") => Scheme::Bigrams,
        Some("unigrams") => Scheme::BigramsAndUnigrams,
        Some("latin") => Scheme::LatinOnly,
        Some(other) => {
            return Err(format!(
                "unknown scheme {other:?}: bigrams, unigrams or latin"
            ))
        }
    };
    let dir = args
        .first()
        .ok_or("usage: cargo xtask search-index DIR [bigrams|unigrams|latin]")?;
    postprocess(std::path::Path::new(dir), scheme).map(|s| format!("{s:?}"))
}

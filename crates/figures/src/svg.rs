//! A minimal SVG writer: enough for circles, lines, text and paths, with
//! coordinates printed to two decimals so the output is stable.

use std::fmt::Write;

/// An SVG document under construction.
pub struct Svg {
    body: String,
    width: f64,
    height: f64,
}

/// Escape text for XML.
pub fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

impl Svg {
    /// An empty drawing of the given size (user units = CSS pixels).
    pub fn new(width: f64, height: f64) -> Self {
        Svg {
            body: String::new(),
            width,
            height,
        }
    }

    /// Append raw SVG markup (for elements this writer has no helper for).
    pub fn raw(&mut self, markup: &str) -> &mut Self {
        self.body.push_str(markup);
        self.body.push('\n');
        self
    }

    pub fn circle(&mut self, cx: f64, cy: f64, r: f64, style: &str) -> &mut Self {
        let _ = writeln!(
            self.body,
            r#"<circle cx="{cx:.2}" cy="{cy:.2}" r="{r:.2}" {style}/>"#
        );
        self
    }

    pub fn line(&mut self, x1: f64, y1: f64, x2: f64, y2: f64, style: &str) -> &mut Self {
        let _ = writeln!(
            self.body,
            r#"<line x1="{x1:.2}" y1="{y1:.2}" x2="{x2:.2}" y2="{y2:.2}" {style}/>"#
        );
        self
    }

    pub fn rect(&mut self, x: f64, y: f64, w: f64, h: f64, style: &str) -> &mut Self {
        let _ = writeln!(
            self.body,
            r#"<rect x="{x:.2}" y="{y:.2}" width="{w:.2}" height="{h:.2}" {style}/>"#
        );
        self
    }

    /// Text centred at (x, y).
    pub fn text(&mut self, x: f64, y: f64, text: &str, style: &str) -> &mut Self {
        let _ = writeln!(
            self.body,
            r#"<text x="{x:.2}" y="{y:.2}" text-anchor="middle" dominant-baseline="central" {style}>{}</text>"#,
            escape(text)
        );
        self
    }

    pub fn path(&mut self, d: &str, style: &str) -> &mut Self {
        let _ = writeln!(self.body, r#"<path d="{d}" {style}/>"#);
        self
    }

    /// The finished document. `title` becomes the accessible name. Every figure
    /// has a white background of its own, so its dark text stays readable in the
    /// dark themes (coal, navy, ayu) too: a drawing that does not open with a
    /// full-size rectangle gets one here.
    pub fn finish(&self, title: &str) -> String {
        let full = format!(
            r#"<rect x="0.00" y="0.00" width="{:.2}" height="{:.2}" "#,
            self.width, self.height
        );
        let background = if self.body.starts_with(&full) {
            String::new()
        } else {
            format!("{full}fill=\"white\"/>\n")
        };
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w:.0} {h:.0}\" width=\"{w:.0}\" height=\"{h:.0}\" role=\"img\" font-family=\"sans-serif\">\n<title>{t}</title>\n{background}{b}</svg>\n",
            w = self.width,
            h = self.height,
            t = escape(title),
            b = self.body
        )
    }
}

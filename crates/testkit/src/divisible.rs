//! (filled in by its part of the book)

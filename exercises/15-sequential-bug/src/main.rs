//! Given: the first six photos of the sale, made in a pool of 3, timed.
use conveyor::report::Texts;
use conveyor::time::Instant;
use sequential_bug::thumbnails;
use std::time::Duration;

/// The sale's first six photos; the names stay Bulgarian in every language.
const IMAGES: [&str; 6] = [
    "чанта.jpg",
    "обувки.jpg",
    "яке.jpg",
    "шапка.jpg",
    "часовник.jpg",
    "раница.jpg",
];
const WORKERS: usize = 3;

fn main() {
    let texts = Texts::thread_pool();
    let start = Instant::now();
    let sizes = thumbnails(&IMAGES, WORKERS);
    let over = start.elapsed() > Duration::from_millis(500);
    // One after the other they take 291 × 2 ms ≈ 0.58 s; side by side on 3 about 0.2 s.
    assert_eq!(sizes.len(), IMAGES.len(), "a size for every photo");
    println!("{}", texts.line("sb-report-took", &[("over", over.to_string().into())]));
}

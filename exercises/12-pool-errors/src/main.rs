//! Given: four photos, one of them corrupted, made in a pool of 3; each photo's size or error.
use conveyor::report::Texts;
use pool_errors::thumbnails;

/// The photos; their names stay Bulgarian in every language.
const IMAGES: [&str; 4] = ["чанта.jpg", "обувки.jpg", "повредена.jpg", "яке.jpg"];
const WORKERS: usize = 3;

fn main() {
    let texts = Texts::thread_pool();
    let sizes = thumbnails(&IMAGES, WORKERS);
    for (image, size) in IMAGES.iter().zip(&sizes) {
        let line = match size {
            Ok(kb) => texts.line("th-report-size", &[("image", (*image).into()), ("kb", (*kb).into())]),
            // The error as thumbnail wrote it: like the names, it stays Bulgarian.
            Err(error) => texts.line(
                "th-report-error",
                &[("image", (*image).into()), ("error", error.as_str().into())],
            ),
        };
        println!("{line}");
    }
}

//! Given: the sale's thumbnails, made in a pool of 3 workers, printed in the photos' order.
use conveyor::report::Texts;
use thumbnails::thumbnails;

/// The sale's photos; their names stay Bulgarian in every language.
const IMAGES: [&str; 8] = [
    "чанта.jpg",
    "обувки.jpg",
    "яке.jpg",
    "шапка.jpg",
    "часовник.jpg",
    "раница.jpg",
    "колан.jpg",
    "шал.jpg",
];
const WORKERS: usize = 3;

fn main() {
    let texts = Texts::thread_pool();
    let sizes = thumbnails(&IMAGES, WORKERS);
    let mut total = 0;
    for (image, size) in IMAGES.iter().zip(&sizes) {
        let line = match size {
            Ok(kb) => {
                total += kb;
                texts.line("th-report-size", &[("image", (*image).into()), ("kb", (*kb).into())])
            }
            Err(error) => texts.line(
                "th-report-error",
                &[("image", (*image).into()), ("error", error.as_str().into())],
            ),
        };
        println!("{line}");
    }
    println!("{}", texts.line("th-report-total", &[("total", total.into())]));
}

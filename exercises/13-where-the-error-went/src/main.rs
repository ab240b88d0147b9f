//! Given: the sizes of two batches, collected as one Result each; the first batch holds a
//! corrupted photo, the second does not.
use conveyor::report::Texts;
use where_the_error_went::all_sizes;

/// The batches; the names stay Bulgarian in every language.
const BATCHES: [&[&str]; 2] = [&["чанта.jpg", "повредена.jpg", "яке.jpg"], &["чанта.jpg", "яке.jpg"]];
const WORKERS: usize = 3;

fn main() {
    let texts = Texts::thread_pool();
    for images in BATCHES {
        let line = match all_sizes(images, WORKERS) {
            Ok(sizes) => {
                let sizes: Vec<String> = sizes.iter().map(u32::to_string).collect();
                texts.line("we-report-sizes", &[("sizes", sizes.join(", ").into())])
            }
            Err(error) => texts.line("we-report-caught", &[("error", error.into())]),
        };
        println!("{line}");
    }
}

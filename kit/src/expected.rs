//! What the functions of the lessons' shop must return, as the checks' oracles expect
//! it: the figures the exercises give or ask for. Kept here once, since several exercises
//! contain the same function (the thumbnail of exercise 11, the invoice of exercise 4).

/// A photo whose name starts with this is a corrupted file.
pub const CORRUPTED: &str = "повредена";

/// What `thumbnail(image)` must give: 20 + 3 KB per character of the name (characters,
/// not bytes), or `Err("повреден файл")` for a corrupted photo.
pub fn thumbnail_kb(image: &str) -> Result<u32, String> {
    if image.starts_with(CORRUPTED) {
        return Err("повреден файл".to_string());
    }
    Ok(20 + 3 * image.chars().count() as u32)
}

/// What `invoice(amount)` must give: the amount plus 20 % VAT (the checks use multiples
/// of 5, so no rounding is involved), or `Err("invalid amount")` for 0 or less.
pub fn with_vat(amount: i64) -> Result<i64, String> {
    if amount <= 0 {
        Err("invalid amount".to_string())
    } else {
        Ok(amount + amount / 5)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seeds_figures() {
        let sizes: Vec<u32> = [
            "чанта.jpg",
            "обувки.jpg",
            "яке.jpg",
            "шапка.jpg",
            "часовник.jpg",
            "раница.jpg",
            "колан.jpg",
            "шал.jpg",
        ]
        .iter()
        .map(|i| thumbnail_kb(i).unwrap())
        .collect();
        assert_eq!(sizes, [47, 50, 41, 47, 56, 50, 47, 41]);
        assert_eq!(sizes.iter().sum::<u32>(), 379);
        assert_eq!(thumbnail_kb("повредена.jpg"), Err("повреден файл".to_string()));
        assert_eq!(with_vat(125), Ok(150));
        assert_eq!(with_vat(0), Err("invalid amount".to_string()));
    }
}

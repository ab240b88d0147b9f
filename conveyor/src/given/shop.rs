//! The shop of the producer-consumer lesson, for the exercises' given mains: its orders,
//! its report lines in the reader's language, and what a report may print (only what is
//! the same on every run: who packed which order changes).

use super::order::Order;
#[cfg(feature = "report")]
use super::report::Texts;

/// Orders numbered from `first`, with their amounts in euro and whether they ship express.
pub fn numbered(first: u32, items: &[(u32, bool)]) -> Vec<Order> {
    (first..)
        .zip(items)
        .map(|(id, &(euro, express))| Order { id, euro, express })
        .collect()
}

/// The eight orders of the shop, 1001 to 1008.
pub fn eight_orders() -> Vec<Order> {
    numbered(
        1001,
        &[
            (25, false),
            (40, true),
            (15, false),
            (60, false),
            (30, true),
            (45, false),
            (20, true),
            (35, false),
        ],
    )
}

/// The orders of the web site's entrance, 2001 to 2006.
pub fn site_orders() -> Vec<Order> {
    numbered(
        2001,
        &[
            (25, false),
            (40, true),
            (15, false),
            (30, false),
            (20, true),
            (35, false),
        ],
    )
}

/// The orders of the app's entrance, 3001 to 3006.
pub fn app_orders() -> Vec<Order> {
    numbered(
        3001,
        &[
            (10, false),
            (45, true),
            (20, false),
            (30, true),
            (25, false),
            (30, false),
        ],
    )
}

/// How often `order` is in `list`.
pub fn count(list: &[Order], order: &Order) -> usize {
    list.iter().filter(|o| *o == order).count()
}

/// Whether `got` holds each of `orders` exactly once, and nothing else.
pub fn each_once(orders: &[Order], got: &[Order]) -> bool {
    got.len() == orders.len() && orders.iter().all(|o| count(got, o) == 1)
}

/// "yes" or "no", as the report lines take it.
#[cfg(feature = "report")]
pub fn yes_no(yes: bool) -> super::report::Value<'static> {
    if yes { "yes" } else { "no" }.into()
}

/// "Packed: 8 of 8" and "Each order once: yes".
#[cfg(feature = "report")]
pub fn print_packed(texts: &Texts, orders: &[Order], packed: &[Order]) {
    let counts = [("packed", packed.len().into()), ("total", orders.len().into())];
    println!("{}", texts.line("pp-report-packed", &counts));
    println!(
        "{}",
        texts.line("pp-report-once", &[("once", yes_no(each_once(orders, packed)))])
    );
}

/// "Express: 3 orders, 90 €" and the same of the standard orders.
#[cfg(feature = "report")]
pub fn print_by_kind(texts: &Texts, packed: &[Order]) {
    for (express, key) in [(true, "pp-report-express"), (false, "pp-report-standard")] {
        let group: Vec<&Order> = packed.iter().filter(|o| o.express == express).collect();
        let euro: u32 = group.iter().map(|o| o.euro).sum();
        let figures = [("count", group.len().into()), ("euro", euro.into())];
        println!("{}", texts.line(key, &figures));
    }
}

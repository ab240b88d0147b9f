use conveyor::Order;
use conveyor::report::Texts;
use conveyor::shop::{self, count};
use refusal::run;

fn main() {
    let all: Vec<Order> = shop::site_orders().into_iter().chain(shop::app_orders()).collect();
    let (intake, packed) = run(&all, 1, 2);

    // Every order in exactly one of the two lists.
    let kept = all
        .iter()
        .filter(|o| count(&intake.accepted, o) + count(&intake.refused, o) == 1)
        .count();
    let accepted_once = shop::each_once(&intake.accepted, &packed);
    let refused_packed = intake.refused.iter().filter(|o| count(&packed, o) > 0).count();

    let texts = Texts::producer_consumer();
    let kept = [("kept", kept.into()), ("total", all.len().into())];
    println!("{}", texts.line("rf-report-kept", &kept));
    let once = [("once", shop::yes_no(accepted_once))];
    println!("{}", texts.line("rf-report-accepted-once", &once));
    println!(
        "{}",
        texts.line("rf-report-refused-packed", &[("count", refused_packed.into())])
    );
}

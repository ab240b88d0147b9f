//! Given: the site and two packers on real threads. Who packs which order changes from
//! run to run, so the report prints only what does not.
use conveyor::report::Texts;
use conveyor::shop;
use poison_pills::run;

fn main() {
    let orders = shop::eight_orders();
    let packed = run(&orders, 3, 2);

    let texts = Texts::producer_consumer();
    shop::print_packed(&texts, &orders, &packed);
    shop::print_by_kind(&texts, &packed);
}

//! Given: the site and two packers on real threads, as in exercise 2. Who packs which
//! order changes from run to run, so the report prints only what does not. Run it a few
//! times: does it always say "Packed: 8 of 8"?
use conveyor::report::Texts;
use conveyor::shop;
use find_the_bug::run;

fn main() {
    let orders = shop::eight_orders();
    let packed = run(&orders, 3, 2);

    let texts = Texts::producer_consumer();
    shop::print_packed(&texts, &orders, &packed);
    shop::print_by_kind(&texts, &packed);
}

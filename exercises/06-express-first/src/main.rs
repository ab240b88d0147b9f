//! Given: the site and two packers around one queue with two lanes, on real threads. Who
//! packs which order changes from run to run, so the report prints only what does not
//! (the checks, not the report, see in which order the lanes are served).
use conveyor::report::Texts;
use conveyor::shop;
use express_first::run;

fn main() {
    let orders = shop::eight_orders();
    let packed = run(&orders, 3, 2);

    let texts = Texts::producer_consumer();
    shop::print_packed(&texts, &orders, &packed);
    shop::print_by_kind(&texts, &packed);
}

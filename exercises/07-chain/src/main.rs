use chain::run;
use conveyor::report::Texts;
use conveyor::shop;

fn main() {
    let orders = shop::eight_orders();
    let delivered = run(&orders, 3, 2);

    let texts = Texts::producer_consumer();
    let counts = [("delivered", delivered.len().into()), ("total", orders.len().into())];
    println!("{}", texts.line("ch-report-delivered", &counts));
    let once = shop::yes_no(shop::each_once(&orders, &delivered));
    println!("{}", texts.line("pp-report-once", &[("once", once)]));
}

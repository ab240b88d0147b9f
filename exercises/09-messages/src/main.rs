//! Given: the 8 orders dispatched to three workers over channels, on real threads. Which
//! worker packs which order changes from run to run, so the report prints only what does
//! not.
use conveyor::Order;
use conveyor::report::Texts;
use conveyor::shop;
use messages::dispatch;

fn main() {
    let orders = shop::eight_orders();
    let packed: Vec<Order> = dispatch(&orders, 3).concat();

    shop::print_packed(&Texts::producer_consumer(), &orders, &packed);
}

use conveyor::Order;
use conveyor::report::Texts;
use conveyor::shop;
use two_entrances::run;

fn main() {
    let (site, app) = (shop::site_orders(), shop::app_orders());
    let packed = run(&site, &app, 4, 3);

    let all: Vec<Order> = site.iter().chain(&app).copied().collect();
    let euro: u32 = packed.iter().map(|o| o.euro).sum();
    let texts = Texts::producer_consumer();
    let packed_line = [("packed", packed.len().into()), ("total", all.len().into())];
    println!("{}", texts.line("te-report-packed", &packed_line));
    let once = shop::yes_no(shop::each_once(&all, &packed));
    println!("{}", texts.line("te-report-each-once", &[("once", once)]));
    println!("{}", texts.line("te-report-total", &[("euro", euro.into())]));
}

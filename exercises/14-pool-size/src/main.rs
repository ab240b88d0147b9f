//! Given: the pool sizes for the shop's two kinds of work on a server with 8 cores.
use conveyor::report::Texts;
use pool_size::pool_size;

const CORES: u32 = 8;

fn main() {
    let texts = Texts::thread_pool();
    // Thumbnails only compute: 50 ms each, no waiting.
    let thumbnails = pool_size(CORES, 0, 50);
    println!("{}", texts.line("ps-report-thumbnails", &[("size", thumbnails.into())]));
    // An e-mail waits 90 ms for the network and computes 10 ms.
    let (wait, compute) = (90, 10);
    let mail = pool_size(CORES, wait, compute);
    println!(
        "{}",
        texts.line(
            "ps-report-mail",
            &[
                ("wait", wait.into()),
                ("compute", compute.into()),
                ("size", mail.into())
            ]
        )
    );
}

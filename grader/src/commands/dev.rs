//! `grader dev`: writes the dev workspace (`dev_workspace.rs`) and says how to use it.

use crate::cli::Env;
use crate::error::CommandError;
use grader_report::args;

pub fn run(env: &Env) -> i32 {
    match crate::dev_workspace::write(&env.ws, &env.course) {
        Ok(manifest) => {
            let manifest = env.ws.show(&manifest);
            println!("{}", env.catalog.get("dev-written", &args!("manifest" => manifest)));
            0
        }
        Err(error) => CommandError::new("dev-failed", args!("error" => error)).report(&env.catalog),
    }
}

//! `grader dev [--only ID]`: writes the dev workspace (`dev_workspace.rs`) and says how to use it.

use crate::error::CommandError;
use crate::workspace::env::Env;
use grader_report::args;

pub fn run(env: &Env, only: Option<&str>) -> i32 {
    let exercise = match only.map(|id| env.find(id)) {
        None => None,
        Some(Ok((_, ex))) => Some(ex),
        Some(Err(error)) => return error.report(&env.catalog),
    };
    match crate::teacher::dev_workspace::write(&env.ws, &env.course, exercise) {
        Ok(manifest) => {
            let manifest = env.ws.show(&manifest);
            let text = match exercise {
                None => env.catalog.get("dev-written", &args!("manifest" => manifest)),
                Some(ex) => env
                    .catalog
                    .get("dev-written-one", &args!("manifest" => manifest, "id" => ex.id())),
            };
            println!("{text}");
            0
        }
        Err(error) => CommandError::new("dev-failed", args!("error" => error.to_string())).report(&env.catalog),
    }
}

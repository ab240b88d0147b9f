//! `grader dev [--only ID]`: writes the dev workspace (`dev_workspace.rs`) and says how to use it.

use crate::course::workspace::env::Env;
use crate::error::{CommandError, Exit};
use grader_report::args;

pub fn run(env: &Env, only: Option<&str>) -> Result<Exit, CommandError> {
    let exercise = only.map(|id| env.find(id)).transpose()?.map(|(_, ex)| ex);
    let manifest = crate::teacher::dev_workspace::write(&env.ws, &env.course, exercise)
        .map_err(|error| CommandError::new("dev-failed", args!("error" => error)))?;
    let manifest = env.ws.show(&manifest);
    let text = match exercise {
        None => env.catalog.get("dev-written", &args!("manifest" => manifest)),
        Some(ex) => env
            .catalog
            .get("dev-written-one", &args!("manifest" => manifest, "id" => ex.id())),
    };
    println!("{text}");
    Ok(Exit::DONE)
}

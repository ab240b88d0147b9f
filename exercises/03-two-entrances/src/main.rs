fn main() {
    todo!("this exercise is not ready yet")
}

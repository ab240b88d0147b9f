/// An order from the lessons: its number, its amount in euro and whether it ships express.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Order {
    pub id: u32,
    pub euro: u32,
    pub express: bool,
}

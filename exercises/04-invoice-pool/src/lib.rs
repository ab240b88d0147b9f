// TODO: exercise 04 is on its way.

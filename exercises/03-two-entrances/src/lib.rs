// TODO: exercise 03 is on its way.

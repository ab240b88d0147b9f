// TODO: exercise 02 is on its way.

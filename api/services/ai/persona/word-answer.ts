// What a solved word problem says: its own module, so the solvers and the list that tries them can
// share it without importing each other.
export interface WordAnswer {
  /** The working and the answer, in a few ways of saying it. */
  lines: string[];
  value: number;
}

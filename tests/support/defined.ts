// Indexed reads are possibly undefined (noUncheckedIndexedAccess). In a test, a missing row or
// element is a failure: this fails right there, naming what was missing, rather than with a
// TypeError a few lines later.
export function defined<T>(value: T | undefined, what = "a value"): T {
  if (value === undefined) throw new Error(`Expected ${what}, got undefined.`);
  return value;
}

/** The first of `rows` (a query's result, a list answered by the API), failing the test when empty. */
export function first<T>(rows: readonly T[], what = "a row"): T {
  return defined(rows[0], what);
}

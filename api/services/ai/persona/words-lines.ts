// The one schema for a list of lines in a words/*.json file, shared by words-schemas.ts and the
// small per-family schema modules it spreads in.
import { z } from "zod";

/** A list of lines, none empty, using only the {placeholders} the code fills (any case). */
export function lines(placeholders: readonly string[] = []) {
  const allowed = new Set(placeholders.map((p) => p.toLowerCase()));
  return z
    .array(
      z
        .string()
        .trim()
        .min(1, "an empty line")
        .refine((line) => [...line.matchAll(/\{(\w+)\}/g)].every((m) => allowed.has(m[1]!.toLowerCase())), {
          message: `a {placeholder} other than ${placeholders.length ? placeholders.map((p) => `{${p}}`).join(", ") : "none"}`,
        }),
    )
    .min(1, "an empty list");
}

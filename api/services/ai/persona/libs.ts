// The libraries the persona engine leans on (compromise for topics, tinyld for languages, mathjs for
// sums) are loaded once, in the background, when the engine is created, not at import: together
// they take a noticeable part of a second to load, which start-up should not wait for. The engine
// awaits them before its first reply (index.ts); composeReply called before that works without
// them (no topics, English only, no sums), which only tests that skip the provider ever see.
import type { MathJsInstance } from "mathjs";
import { restrictedMath } from "./math-instance";

export interface PersonaLibraries {
  nlp: typeof import("compromise").default;
  detectAll: typeof import("tinyld").detectAll;
  math: MathJsInstance;
  /** The one way in to mathjs: only ever given expressions rebuilt from whitelisted tokens. */
  evaluate: (expression: string) => unknown;
}

let loaded: PersonaLibraries | null = null;
let loading: Promise<PersonaLibraries> | null = null;

export function loadPersonaLibraries(): Promise<PersonaLibraries> {
  loading ??= Promise.all([import("compromise"), import("tinyld"), import("mathjs")]).then(
    ([compromise, tinyld, mathjs]) => {
      loaded = { nlp: compromise.default, detectAll: tinyld.detectAll, ...restrictedMath(mathjs) };
      return loaded;
    },
  );
  return loading;
}

/** The libraries once loaded; null before. */
export function personaLibraries(): PersonaLibraries | null {
  return loaded;
}

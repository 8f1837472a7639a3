// A reply plan: the candidate core lines for the user's latest message, plus what may be mixed in
// (actions, openers, comfort lines, the bot's own phrases, remembered facts, follow-up questions)
// and how often. Skills (maths, poems, recipes, languages…) and small talk both produce one; the
// composer (compose.ts) turns it into the reply.
import { capitalize } from "./text";

export type Vals = Record<string, string | undefined>;

export interface Plan {
  cores: string[];
  extras: string[];
  followUps: string[];
  actionChance: number; // out of 10
  extraChance: number;
  weaveChance: number;
  followChance: number;
  openers: boolean;
  forceName: boolean;
  /** Poems, stories, recipes: no sentence limit, nothing woven in between their lines. */
  longForm?: boolean;
  /** The card's add-ons (next step, closing question, fun fact…) apply; off for greetings and the like. */
  addOns?: boolean;
  /** The cores are best first (jokes on the topic before the others): tried in order. */
  ordered?: boolean;
  /** Written in another language: no English actions, phrases or card add-ons. */
  foreign?: boolean;
}

/** Fills {placeholders}; null when a placeholder has no value. */
export function fill(template: string, vals: Vals): string | null {
  let ok = true;
  const out = template.replace(/\{(\w+)\}/g, (_m, key: string) => {
    const v = vals[key.toLowerCase()];
    if (!v) {
      ok = false;
      return "";
    }
    return key.charAt(0) === key.charAt(0).toUpperCase() ? capitalize(v) : v;
  });
  return ok ? out : null;
}

export function fillAll(templates: readonly string[], vals: Vals): string[] {
  const out: string[] = [];
  for (const t of templates) {
    const s = fill(t, vals);
    if (s && !out.includes(s)) out.push(s);
  }
  return out;
}

export function basePlan(cores: string[], followUps: string[] = []): Plan {
  return {
    cores,
    extras: [],
    followUps,
    actionChance: 3,
    extraChance: 0,
    weaveChance: 3,
    followChance: 5,
    openers: false,
    forceName: false,
    addOns: true,
  };
}

/** A plan whose text is complete as it is (a poem, a recipe): only a lead-in action may be added. */
export function fixedPlan(cores: string[], options: Partial<Plan> = {}): Plan {
  return { ...basePlan(cores), weaveChance: 0, followChance: 0, actionChance: 2, longForm: true, ...options };
}

/** Lines told as they stand, best first, with nothing added (a scene's answer); null without lines. */
export function asGivenPlan(lines: string[]): Plan | null {
  return lines.length ? fixedPlan(lines, { ordered: true, addOns: false, actionChance: 0 }) : null;
}

/**
 * An answer as it stands, best line first: no drill, question or catchphrase added after it, and
 * no name put inside the words it gives the member to say.
 */
export function answerPlan(lines: string[]): Plan {
  return fixedPlan(lines.map(asSteps), { ordered: true, addOns: false, actionChance: 0 });
}

/** Numbered steps written in one line ("Try this: 1. … 2. …") set out one to a line. */
function asSteps(text: string): string {
  return /(?:^|\s)1\.\s.*\s2\.\s/.test(text) ? text.replace(/\s+(?=\d\.\s)/g, "\n") : text;
}

// An animal gone missing in a scene, then found ("Pretzel's cage is open. my hamster is gone" …
// "theres pretzel stuffing a peanut in his cheeks behind the boiler"): the find is met as one, with
// relief and the animal caught up gently and taken home, by the name the member gave it, whatever
// else the message tells. What went missing is read from the member's earlier messages each turn.
import type { ChatTurn } from "../types";
import type { Ctx } from "./context";
import { PET_KINDS } from "./memory";
import { asGivenPlan, fill, type Plan } from "./plan";
import { sceneBeats } from "./scene-beat";
import { WORDS } from "./words";

const GONE = new RegExp(
  String.raw`\b(?:my|our|the)\s+(${PET_KINDS}|mouse|rat|gerbil|chinchilla|hedgehog|budgie|chicken|goat)\s+(?:is|was|has|'s)\s+(?:gone|missing|lost|escaped|run off|got out)\b`,
  "iu",
);
/** "Pretzel's cage is open", "Biscuit's basket is empty": the animal's name, by its bed. */
const EMPTY_BED =
  /\b([A-Z][\p{L}'-]+)'s\s+(?:cage|basket|hutch|tank|bed|kennel|box)\s+(?:is|was)\s+(?:open|empty)\b/u;

interface Lost {
  kind: string;
  name?: string;
}

/** How far back a scene's lost animal is looked for: a long chat costs no more. */
const LOOK_BACK = 40;

/** The animal the member said went missing, from their recent messages, latest first. */
function lostAnimal(history: readonly ChatTurn[]): Lost | null {
  for (let k = history.length - 2; k >= Math.max(0, history.length - LOOK_BACK); k--) {
    const turn = history[k]!;
    if (turn.role !== "user") continue;
    const text = turn.content.replace(/[’‘]/g, "'");
    const kind = text.match(GONE)?.[1];
    if (kind) return { kind: kind.toLowerCase(), name: text.match(EMPTY_BED)?.[1] };
  }
  return null;
}

/** The find met with relief, the animal caught gently and taken home; null when it is no find. */
export function foundPlan(ctx: Ctx): Plan | null {
  if (/\?/.test(ctx.message)) return null;
  const lost = lostAnimal(ctx.history);
  if (!lost) return null;
  const typed = (ctx.history.at(-1)?.content ?? ctx.message).toLowerCase();
  const named = lost.name && new RegExp(`\\b${lost.name.toLowerCase()}\\b`).test(typed);
  if (
    !named &&
    !new RegExp(`\\b(?:there's|theres|found|there is) (?:the |my |our )?${lost.kind}\\b`).test(typed)
  )
    return null;
  const name = lost.name ?? `the ${lost.kind}`;
  const lines = WORDS.sceneAnswers.found
    .map((t) => fill(t, { name, call: lost.name ?? "little one", kind: lost.kind }))
    .filter((l): l is string => Boolean(l));
  const beats = sceneBeats(ctx, lines.length);
  return asGivenPlan(lines.map((l, k) => [l, beats[k]].filter(Boolean).join(" ")));
}

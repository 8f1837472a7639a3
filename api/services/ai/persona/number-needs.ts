// A question with numbers that asks for a sum no frame could work out ("we're 6 and the bag has 4
// portions… how many bags for the week?") is never met with "I can't look that up": the reply names
// the amounts it read and what it would need to finish, from words/number-needs.json.
import { unknowable } from "./asks";
import { question } from "./frame-kit";
import { withDigits } from "./number-words";
import { GOES_ON } from "./number-context";
import { fillAll, type Vals } from "./plan";
import { quantitiesIn, unitOf } from "./quantities";
import { WORDS } from "./words";

type NeedKind = keyof typeof WORDS.numberNeeds.needs;

/** The kind of sum the question asks for, or null when it asks none. */
function kindAsked(asked: string): NeedKind | null {
  if (/\b(?:cheaper|dearer|pricier|better (?:deal|value)|more expensive)\b/i.test(asked)) return "cheaper";
  if (/\b(?:what time|when (?:do|does|did|will|should|is|are|must|can|would))\b/i.test(asked))
    return "whatTime";
  if (/\bhow long\b/i.test(asked)) return "howLong";
  const target = [...asked.matchAll(/\b(?:in|into)\s+([a-z]+)\b/gi)].find((m) => {
    const unit = unitOf(m[1]!);
    return unit && unit.dim !== "count";
  });
  if (target) return "convert";
  if (/\bhow many\b/i.test(asked)) return "howMany";
  if (
    /\b(?:how much|what(?:'s|s| is| are| do| does| would) (?:one|each|it|that|they|the (?:price|cost|total)))\b/i.test(
      asked,
    )
  )
    return "howMuch";
  return /\b(?:total|per|each|split|altogether|in all)\b/i.test(asked) && /\?\s*$/.test(asked)
    ? "other"
    : null;
}

/** "€1,140, 3 nights and 4 ways": the amounts as the member wrote them. */
const listed = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}` : (items[0] ?? "");

/** "when should i train?": a question of what to do, not of how much. */
const ADVICE_ASKED = /\b(?:should|shall|could|would|can) (?:i|we)\b(?!.*\bhow (?:much|many|long|far)\b)/i;

/** What to say to a sum the frames could not solve, or null when the message asks for no sum; a
 * question that goes on from the member's turn before ("and how many packs then?") counts its amounts. */
export function numberNeeds(message: string, vals: Vals, before = ""): string[] | null {
  const t = withDigits(message.replace(/[’‘]/g, "'"));
  const own = quantitiesIn(t).filter((q) => !q.times);
  const carried = own.length < 2 && GOES_ON.test(message) ? quantitiesIn(withDigits(before)) : [];
  const qs = [...carried.filter((q) => !q.times), ...own];
  // Two amounts at least: "how many calories in 2 eggs?" is a fact to look up, not a sum.
  if (qs.length < 2 || qs.length > 6) return null;
  const asked = question(t);
  // "i work nights 10pm to 6am. when should i train?": advice about a schedule told, not a sum.
  if (ADVICE_ASKED.test(asked) && !/\d/.test(asked)) return null;
  const kind = kindAsked(asked);
  const unknown = unknowable(message);
  if (!kind || unknown === "live" || unknown === "factual") return null;
  const have = listed([...new Set(qs.map((q) => q.text))]);
  const [need] = WORDS.numberNeeds.needs[kind];
  return fillAll(WORDS.numberNeeds.lines, { ...vals, have, need });
}

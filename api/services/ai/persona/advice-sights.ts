// "Im thinking of a trip to rome in october. 3 must sees?": a city's sights, each with its reason,
// as many as the member asks for (three when no number is given), for the city the message or the
// member's recent turns name. A city not on file is left to the other plans rather than invented.
// Words: `sights` in words/advice-needs.json.
import type { Ctx } from "./context";
import { withDigits } from "./number-words";
import { fill } from "./plan";
import { WORDS } from "./words";

const SIGHTS = WORDS.adviceNeeds.sights;
const ASK = new RegExp(SIGHTS.ask, "i");
const CITIES = SIGHTS.cities.map((c) => ({ ...c, names: new RegExp(`\\b(?:${c.names})\\b`, "i") }));
const OTHER_PLACE =
  /\b(?:in|around|visiting) (?!(?:the|a|an|my|our|your|it|there|town|person|total|spring|summer|autumn|fall|winter|january|february|march|april|may|june|july|august|september|october|november|december|\d+)\b)\p{L}{3,}/iu;
const WORDS_FOR = ["", "one", "two", "three", "four", "five"];

/** The member's turns, newest first. */
const memberTurns = (ctx: Ctx) => [
  ctx.message,
  ...ctx.history
    .filter((t) => t.role === "user")
    .slice(-6)
    .map((t) => t.content)
    .reverse(),
];

/** The sights asked for; [] when the message asks for none or names no city on file. */
export function sightsLines(ctx: Ctx): string[] {
  if (!ASK.test(ctx.message)) return [];
  const here = CITIES.find((c) => c.names.test(ctx.message));
  // "What should I not miss in Porto?" names a place of its own: not the city talked about before.
  if (!here && OTHER_PLACE.test(ctx.message)) return [];
  const city =
    here ??
    memberTurns(ctx)
      .map((text) => CITIES.find((c) => c.names.test(text)))
      .find(Boolean);
  if (!city) return [];
  // "3 must sees", "top 4 things": the number that counts the sights, not "two days".
  const counted = withDigits(ctx.message).match(
    /\b(?:top )?([1-9])\s+(?:must|things|sights|places|spots|musts|best)\b|\btop ([1-9])\b/i,
  );
  const asked = Number(counted?.[1] ?? counted?.[2] ?? 3);
  const count = Math.min(Math.max(asked, 1), city.sights.length, 5);
  // Each sight carries its reason after a comma: numbered, so the list still reads as one.
  const list = city.sights
    .slice(0, count)
    .map((sight, k) => `${k + 1}. ${sight}`)
    .join("; ");
  return SIGHTS.lines
    .map((line) => fill(line, { count: WORDS_FOR[count], city: city.city, list }))
    .filter((l): l is string => Boolean(l));
}

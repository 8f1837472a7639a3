// "In fahrenheit? my oven is american": a unit asked for with no amount of the member's own is the
// bot's last amount of that kind (its "200°C" for the oven), converted.
import { solveConversion } from "./conversions";
import { withDigits } from "./number-words";
import { quantitiesIn, unitOf } from "./quantities";
import type { WordAnswer } from "./word-answer";
import type { ChatTurn } from "../types";

/** "in fahrenheit?", "and in cups", "ok and in miles per hour?": the unit asked for. */
const IN_UNIT =
  /(?:^|[^a-z])(?:in|into)\s+([a-z]+)(?:\s*(?:per|an?|\/)\s*([a-z]+))?\b\s*(?:\?|$|please|pls|plz)/i;

/** The bot's own last amount in the unit the message asks for, or null. */
export function ownAmountIn(message: string, history: readonly ChatTurn[]): WordAnswer | null {
  const text = withDigits(message);
  const [asked, word, per] = text.match(IN_UNIT) ?? [];
  if (!asked || !word || /\d/.test(text)) return null;
  const to = unitOf(word);
  if (!to || ["count", "money", "percent"].includes(to.dim)) return null;
  // "…in miles per hour?": a speed, from the bot's own speed ("72 km/h").
  const over = per ? unitOf(per) : undefined;
  if (per && over?.dim !== "time") return null;
  const last = history.findLast((t) => t.role === "assistant")?.content ?? "";
  const own = quantitiesIn(last).find(
    (q) =>
      q.unit.dim === to.dim &&
      (over ? q.per?.dim === "time" : !q.per) &&
      (over !== undefined || q.unit.name !== to.name),
  );
  if (!own) return null;
  // "72 km/h" may be read as "72 km" over hours: the speed is said whole again.
  const said =
    own.per && !/\/|\bper\b/.test(own.text) ? `${own.text} per ${own.per.name.replace(/s$/, "")}` : own.text;
  return solveConversion(`${said} in ${word}${per ? ` per ${per}` : ""}?`);
}

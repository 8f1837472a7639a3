// "In fahrenheit? my oven is american": a unit asked for with no amount of the member's own is the
// bot's last amount of that kind (its "200°C" for the oven), converted.
import { solveConversion } from "./conversions";
import { withDigits } from "./number-words";
import { quantitiesIn, unitOf } from "./quantities";
import type { WordAnswer } from "./word-answer";
import type { ChatTurn } from "../types";

/** "in fahrenheit?", "and in cups", "what's that in miles": the unit word asked for. */
const IN_UNIT = /(?:^|[^a-z])(?:in|into)\s+([a-z]+)\b\s*(?:\?|$|please|pls|plz)/i;

/** The bot's own last amount in the unit the message asks for, or null. */
export function ownAmountIn(message: string, history: readonly ChatTurn[]): WordAnswer | null {
  const text = withDigits(message);
  const word = text.match(IN_UNIT)?.[1];
  if (!word || /\d/.test(text)) return null;
  const to = unitOf(word);
  if (!to || ["count", "money", "percent"].includes(to.dim)) return null;
  const last = history.findLast((t) => t.role === "assistant")?.content ?? "";
  const own = quantitiesIn(last).find((q) => q.unit.dim === to.dim && !q.per && q.unit.name !== to.name);
  return own ? solveConversion(`${own.text} in ${word}?`) : null;
}

// A number question that leans on the turn before: "Hostels are €32 a night. What's left per day?"
// after "€1,260 for 7 days, how much per day?", or "What's the difference in pay per month?" after
// "58,000 a year… 52,000". The history is read afresh each turn: the member's previous message is
// solved again, and its answer (or, for a statement, its own numbers) stands in front of the question.
import type { ChatTurn } from "../types";
import { solveMath } from "./math";
import { withDigits } from "./number-words";
import { solveConversion } from "./conversions";
import { quantitiesIn } from "./quantities";
import { solveWordProblem, withPreviousAmount, type WordAnswer } from "./word-problems";

/** A question about amounts, which the turn before may hold the numbers for. */
const ASKS_AMOUNT =
  /\b(?:how (?:much|many|long|far)|what(?:'s| is) left|left (?:per|a|each)|difference|each of us|split|per (?:day|week|month|year|person)|what (?:does|do|will|would) (?:each|it|that|we|I)\b.*\b(?:pay|cost|come to))\b/i;

/** The previous message as a premise: its answer when it was a sum, else the message itself when
 * its numbers are of a kind the question can use (not "I have 2 cats" before "a $60 meal"). */
function premiseOf(previous: string, message: string): string | null {
  const answer = solveWordProblem(previous);
  if (!answer) {
    const own = quantitiesIn(withDigits(message)).flatMap((q) => [q.unit.dim, q.per?.dim]);
    const told = quantitiesIn(withDigits(previous)).map((q) => q.unit.dim);
    return !own.length || told.some((dim) => own.includes(dim) && dim !== "count") ? previous : null;
  }
  const close = (v: number) => Math.abs(v - answer.value) <= 0.005 * Math.max(1, Math.abs(answer.value));
  const q = quantitiesIn(answer.lines[0] ?? "").find((x) => close(x.value));
  if (!q) return `${answer.value}.`;
  return `${q.text}${q.per ? ` a ${q.per.name.replace(/s$/, "")}` : ""}.`;
}

/** The word problem in the message, with the previous member turn's numbers when it needs them. */
export function solveInContext(message: string, history: readonly ChatTurn[]): WordAnswer | null {
  const lastReply = [...history].reverse().find((t) => t.role === "assistant")?.content ?? "";
  const direct = solveWordProblem(withPreviousAmount(message, lastReply));
  if (direct || !ASKS_AMOUNT.test(message)) return direct;
  // "How many minutes are in 2.5 hours?" is whole on its own: a conversion or a sum, not a sequel.
  if (solveConversion(message) || solveMath(message)) return null;
  const members = history.filter((t) => t.role === "user");
  const previous = members[members.length - 2]?.content ?? "";
  const premise = quantitiesIn(withDigits(previous)).length ? premiseOf(previous, message) : null;
  return premise ? solveWordProblem(`${premise} ${message}`) : null;
}

// A message that asks for a figure is answered as a number question first, whatever the card: a
// scenario bot asked "new total?" or "the sofa is 7 feet long. in cm?" gives the figure, not a scene.
// The figure comes from a step on the chat's last result (running-steps.ts), else from the message
// in its own context (number-context.ts), as a sum or a conversion.
import { daysBetweenDates } from "./date-span";
import { onLastResult, type Solve } from "./last-result";
import { ownAmountIn } from "./own-amount";
import { solveInContext } from "./number-context";
import { percentGap, reshaped, whatsLeft } from "./number-shapes";
import { containersOf, enoughPieces, lessOfKind, monthsBetween, readyAt } from "./number-shapes-more";
import { writtenSum } from "./number-shapes-ops";
import { returnTrips, stepsToTarget, weekTotal } from "./number-shapes-week";
import { withDigits } from "./number-words";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { runningStep } from "./running-steps";
import { solveConversion } from "./conversions";
import { clockInCity } from "./time-zones";
import type { WordAnswer } from "./word-answer";
import type { ChatTurn } from "../types";

/** The message asks for an amount worked out, not for advice with a number in it. */
const FIGURE =
  /\b(?:how (?:much|many|far|long|old)|what time|(?:his|her|their|your|\w+'s) time\s*\??\s*$|(?:new |the |a )?total\b|in all|altogether|each\b|split|divide|what percent|percent(?:age)?|per ?cent|in (?:cm|mm|m|km|miles?|feet|ft|inches|in|kg|g|lbs?|pounds|kilos|litres?|liters?|ml|oz|celsius|fahrenheit|minutes|hours|seconds)\s*\??\s*$|short of|enough|is that\s*\??\s*$)|%|\d\s*(?:is|are|would be|comes to)\s*[.?]*\s*$/i;
/** A message that adds to or takes from the last result. */
const ADDS_ON = /^\W*(?:and|plus|minus|add|also|then|so|with|split|after|less|take|but)\b.*\d/i;
/** Advice that happens to name a number ("how long should I rest after 10 km?"). */
const ADVICE =
  /\b(?:should|shall|could|can|do)\s+(?:i|we|you|she|he|they)\b|\b(?:is|was|would) (?:it|that|this)(?: \w+)? (?:ok|okay|safe|bad|good|fair|worth|weird|rude|normal|wise|smart|wrong|right|too)\b/i;

/** The member's turn solved on its own: a shape no frame reads, else the frames in its context. */
const solveOwn: Solve = (text, history) => {
  const before = history.filter((t) => t.role === "user" && t.content !== text).map((t) => t.content);
  const shape =
    writtenSum(text) ??
    percentGap(text) ??
    whatsLeft(text) ??
    monthsBetween(text) ??
    daysBetweenDates(text) ??
    clockInCity(text, new Date()) ??
    weekTotal(text) ??
    returnTrips(text) ??
    stepsToTarget(text) ??
    lessOfKind(text) ??
    enoughPieces(text, before);
  if (shape) return shape;
  const shaped = reshaped(text);
  const last = history.at(-1);
  const told: readonly ChatTurn[] =
    shaped !== text && last?.role === "user"
      ? [...history.slice(0, -1), { role: "user", content: shaped }]
      : history;
  return solveInContext(shaped, told) ?? (shaped !== text ? solveConversion(shaped) : null);
};

/** The figure the message asks for: a step on the last result, else the message worked out. */
export function solveNumbers(message: string, history: readonly ChatTurn[]): WordAnswer | null {
  const ran = onLastResult(message, history, runningStep, solveOwn);
  if (ran?.lines) return { lines: ran.lines, value: ran.value };
  return (
    containersOf(message, history) ??
    readyAt(message, history) ??
    solveOwn(message, history) ??
    ownAmountIn(message, history)
  );
}

/** A message that asks for a figure, to be worked out before any scene, advice or small talk: one
 * with numbers of its own, or a step on the last result ("split six ways", "thats what percent
 * increase"). "How many days of rest before it?" has no numbers: advice answers it. */
export function asksFigure(message: string, history: readonly ChatTurn[]): boolean {
  if (ADVICE.test(message)) return false;
  if (ownAmountIn(message, history)) return true;
  // "plus 3 portions at 4.20" asks nothing, but goes on from the total before it.
  if (!FIGURE.test(message) && !ADDS_ON.test(message)) return false;
  if (/\d/.test(withDigits(message)) || monthsBetween(message)) return true;
  return onLastResult(message, history, runningStep, solveOwn)?.lines !== undefined;
}

/** A word problem: the working in the bot's voice, nothing mixed in that could hide the answer. */
export function wordProblemPlan(answer: WordAnswer, vals: Vals): Plan {
  return {
    ...basePlan(fillAll(answer.lines, vals)),
    followChance: 1,
    weaveChance: 1,
    actionChance: 2,
    addOns: false,
  };
}

/**
 * Numbers are worked out unless the only one is a word in what is told and the question has none:
 * "it plays only half of it. can dragons fix stuff?" tells a half and asks something else.
 */
export function numbersAsked(message: string, history: readonly ChatTurn[]): boolean {
  if (asksFigure(message, history) || /\d/.test(message)) return true;
  const text = withDigits(message);
  const questions = text.match(/[^.!?]*\?/g);
  if (!questions || questions.some((q) => /\d/.test(q))) return true;
  // Numbers only in what is told, none in what is asked: the question is about something else.
  return !/\d/.test(questions.reduce((rest, q) => rest.replace(q, ""), text));
}

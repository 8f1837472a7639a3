// The word-problem frames in the order they are tried, and the one way they are applied: the
// message's number words read as digits, its quantities typed, each-way legs of a round trip
// doubled, and a sum shared out ("split 4 ways") or counted for two ("we each pay…") around it.
import { convertTimes } from "./conversions";
import { ASKED, inBase, question, type Frame, type FrameAnswer } from "./frame-kit";
import { aroundTheSum, roundTrips } from "./frame-modifiers";
import { percentOfCount, scoreAsPercent } from "./frame-percent";
import {
  clockShift,
  gapBetween,
  groupSaving,
  perPeriod,
  pricePerUnit,
  rateOverAmount,
  sharedSupply,
  shareByCount,
  speedFrame,
  yearOffset,
} from "./number-frames";
import {
  basketTotal,
  durationTotal,
  howManyFit,
  percentAdjust,
  perOtherPeriod,
  timesAs,
  unitRatio,
  untilTarget,
} from "./number-frames-more";
import { bundlePrice, comparePrices, coverNeed, perEach } from "./number-frames-buy";
import { ageFromYears, ageGap } from "./frame-ages";
import { containersFor, daysOfMonth, enoughFor, scaledPrice } from "./frame-amounts";
import { amountOverRate, paceFrame, perItemTimes, sameRate } from "./frame-rates";
import { withDigits } from "./number-words";
import {
  amountRead,
  areaOf,
  changeFrom,
  fitsIn,
  multiplied,
  neededFor,
  overdue,
  roundedUp,
  withBreaks,
} from "./frame-typed";
import {
  affordCount,
  arriveAt,
  inTime,
  perAsked,
  priceOverSpan,
  scaledFor,
  sumOfKind,
  wordSum,
} from "./frame-typed-more";
import { quantitiesIn, showAmount, unitOf } from "./quantities";
import {
  atRate,
  clockSpan,
  difference,
  digitSum,
  eachTimes,
  percentChange,
  priceTimesCount,
  savingPer,
  shareOf,
  splitBetween,
  yearSpan,
} from "./word-frames";

/** Frames whose parts leave no doubt about the operation (a rate, two times of day, two years…). */
const FIRST: Frame[] = [
  digitSum,
  comparePrices,
  bundlePrice,
  coverNeed,
  containersFor,
  enoughFor,
  daysOfMonth,
  perItemTimes,
  amountOverRate,
  paceFrame,
  sameRate,
  ageGap,
  ageFromYears,
  inTime,
  priceOverSpan,
  roundedUp,
  overdue,
  withBreaks,
  areaOf,
  arriveAt,
  withBreaks,
  areaOf,
  clockShift,
  clockSpan,
  yearOffset,
  yearSpan,
  percentChange,
  percentAdjust,
  shareOf,
  groupSaving,
  savingPer,
  speedFrame,
  perPeriod,
  sharedSupply,
  untilTarget,
  atRate,
  perOtherPeriod,
  pricePerUnit,
  scaledPrice,
  unitRatio,
  rateOverAmount,
  basketTotal,
  durationTotal,
  howManyFit,
  convertTimes,
  timesAs,
];
/** Frames that read looser shapes, tried after the patterns of word-problems.ts. */
const THEN: Frame[] = [
  eachTimes,
  splitBetween,
  shareByCount,
  gapBetween,
  difference,
  scoreAsPercent,
  percentOfCount,
  priceTimesCount,
];

/** Frames tried last, when nothing else placed the parts: the operation from the kinds of the amounts. */
const TYPED: Frame[] = [
  changeFrom,
  fitsIn,
  neededFor,
  affordCount,
  scaledFor,
  perAsked,
  sumOfKind,
  wordSum,
  multiplied,
  amountRead,
];

/** The frames that share a total out themselves. */
const SHARING: Frame[] = [splitBetween, shareByCount];

function solveWith(frames: Frame[], message: string, whole: Frame[] = []): FrameAnswer | null {
  const t = withDigits(message.replace(/[’‘]/g, "'"));
  if (!ASKED.test(t)) return null;
  const qs = roundTrips(t, quantitiesIn(t));
  if (!qs.length || qs.length > 5) return null;
  // A question that names what to share by ("per person per night") is read before "split 4 ways".
  for (const frame of whole) {
    const found = frame(t, qs);
    if (found) return found;
  }
  const fits = answersIn(t);
  return aroundTheSum(t, qs, (parts, shared) => {
    for (const frame of shared ? frames.filter((f) => !SHARING.includes(f)) : frames) {
      const found = frame(t, parts);
      if (found && fits(found)) return inAskedUnit(t, found);
    }
    return null;
  });
}

/** "…how far is that in km?": an answer worked out in metres, said again in the unit asked. */
function inAskedUnit(t: string, found: FrameAnswer): FrameAnswer {
  const word = question(t).match(/\bin\s+([a-z]+)\s*[?.!]*\s*$/i)?.[1];
  const to = word ? unitOf(word) : undefined;
  if (!to || ["count", "money", "temperature", "percent"].includes(to.dim)) return found;
  const same = (v: number) => Math.abs(v - found.value) <= 1e-6 * Math.max(1, Math.abs(found.value));
  const q = quantitiesIn(found.lines[0] ?? "").find((x) => x.unit.dim === to.dim && !x.per && same(x.value));
  if (!q || q.unit.name === to.name) return found;
  const value = inBase(q) / to.factor;
  const shown = showAmount(value, to);
  return { value, lines: found.lines.map((line) => `${shown}. ${line}`) };
}

/** "How many minutes…?" is answered in time, whatever frame reads the parts: an answer in sessions
 * or pounds is the wrong sum, and the next frame is tried. */
function answersIn(t: string): (found: FrameAnswer) => boolean {
  const word = question(t).match(/\bhow many\s+([a-z]+)\b/i)?.[1];
  // "how many in 3 hours?": "in" is no unit here.
  const unit = word && !/^(?:in|for|of)$/i.test(word) ? unitOf(word) : undefined;
  if (!unit || unit.dim === "count" || unit.dim === "money") return () => true;
  return (found) =>
    quantitiesIn(found.lines[0] ?? "").some((q) => q.unit.dim === unit.dim || q.per?.dim === unit.dim);
}

/** The word problem in a message whose parts name the operation, solved from them. */
export const solveFrame = (message: string) => solveWith(FIRST, message, [perEach]);
/** The word problem in a message read from looser shapes (each, split, left, price × count). */
export const solveLooseFrame = (message: string) => solveWith(THEN, message);
/** The word problem read from the kinds of its amounts when no other shape placed them. */
export const solveTypedFrame = (message: string) => solveWith(TYPED, message);
/** Amounts set out with no question, whose parts say what is wanted ("8 people, 2 glasses each,
 * 5 glasses per bottle"): the bottles. */
export function solveStated(message: string): FrameAnswer | null {
  const t = withDigits(message.replace(/[’‘]/g, "'"));
  const qs = quantitiesIn(t);
  return qs.length >= 2 && qs.length <= 4 ? containersFor(t, qs) : null;
}

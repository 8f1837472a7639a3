// The word-problem frames in the order they are tried, and the one way they are applied: the
// message's number words read as digits, its quantities typed, each-way legs of a round trip
// doubled, and a sum shared out ("split 4 ways") or counted for two ("we each pay…") around it.
import { convertTimes } from "./conversions";
import { ASKED, type Frame, type FrameAnswer } from "./frame-kit";
import { aroundTheSum, roundTrips } from "./frame-modifiers";
import {
  clockShift,
  gapBetween,
  groupSaving,
  percentOfCount,
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
import { amountOverRate, paceFrame, perItemTimes, sameRate } from "./frame-rates";
import { withDigits } from "./number-words";
import { quantitiesIn } from "./quantities";
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
  perItemTimes,
  amountOverRate,
  paceFrame,
  sameRate,
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
  percentOfCount,
  priceTimesCount,
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
  return aroundTheSum(t, qs, (parts, shared) => {
    for (const frame of shared ? frames.filter((f) => !SHARING.includes(f)) : frames) {
      const found = frame(t, parts);
      if (found) return found;
    }
    return null;
  });
}

/** The word problem in a message whose parts name the operation, solved from them. */
export const solveFrame = (message: string) => solveWith(FIRST, message, [perEach]);
/** The word problem in a message read from looser shapes (each, split, left, price × count). */
export const solveLooseFrame = (message: string) => solveWith(THEN, message);

// A number question that leans on the turns before: "Hostels are €32 a night. What's left per day?"
// after "€1,260 for 7 days, how much per day?", "and per person per night?" after "€1,140 for 3
// nights, split 4 ways", "when do we leave home?" after "we need to be there 2 hours before",
// "and if I get 56k instead?" after a sum on 52,000. The history is read afresh each turn: each
// earlier member turn is solved again in its own context (a few turns back), and the question is
// tried with that turn's answer in front of it, then with the whole problem it posed, then with the
// problem's amount of the same kind swapped for the new one.
import type { ChatTurn } from "../types";
import { solveMath } from "./math";
import { withDigits } from "./number-words";
import { solveConversion } from "./conversions";
import { sameNoun, stem } from "./frame-kit";
import { quantitiesIn, showNumber, unitOf, type Quantity } from "./quantities";
import { clockTold, withReferent } from "./number-referent";
import { timeLeft } from "./time-left";
import { withParty } from "./word-chain";
import type { WordAnswer } from "./word-answer";
import { solveWordProblem, withPreviousAmount } from "./word-problems";
import { article } from "./text";

/** A question about amounts, which the turns before may hold the numbers for. */
const ASKS_AMOUNT =
  /\b(?:how (?:much|many|long|far)|what(?:'s| is) left|(?:do|would|will|can|did) (?:i|we|you) (?:actually |really )?(?:keep|take home|end up with|have left)|left (?:per|a|each)|difference|each of us|split|per [a-z]+|what time|when (?:do|does|should|will|would|must|is|are|'s)|total|in all|altogether|cheaper|dearer|more expensive|better deal|instead|what (?:does|do|will|would) (?:each|it|that|we|I)\b.*\b(?:pay|cost|come to))\b/i;
/** "and in inches?": a unit named to convert into. */
const asksAmount = (message: string) =>
  ASKS_AMOUNT.test(message) ||
  // "and with 20% off?", "what if I get a 5% raise?"
  (/\d\s*(?:%|percent\b|per cent\b)/i.test(message) && /\?\s*$/.test(message)) ||
  // "what's my change?", "and with a 10 min break every hour?": an amount going on from the last sum.
  /\b(?:my|the|in) change\b/i.test(message) ||
  (/^\W*(?:and|so|then|plus|but)\b.*\d.*\?\s*$/i.test(message) && GOES_ON.test(message)) ||
  [...message.matchAll(/\b(?:in|into)\s+([a-z]+)\b/gi)].some((m) => {
    const unit = unitOf(m[1]!);
    return unit !== undefined && unit.dim !== "count";
  });

/** "and if I get 56k instead?", "what about 8 people?": the same sum on another amount. */
const SWAP = /\b(?:instead|what about|how about|and if|what if|same\b)/i;
/** "and for 6?", "and 7 packs?", "and 20%?": only a new amount, nothing else to do with it. */
const ONLY_AMOUNT =
  /^\W*(?:and|or|so|ok|okay)\b(?:\s+(?:for|if|with|at|in|we're|we are|it's|it is|there are|then|just|only|about|say|maybe))*\s+(?:(?:a|an|the)\s+)?\S+(?:\s+[a-z]+){0,2}\s*\?\s*$/i;
/** How many turns back a question may lean on. */
const DEPTH = 3;

/** The problem a member turn posed, as the text it was solved from, with its answer. */
interface Problem {
  text: string;
  answer: WordAnswer;
}

/** Every reading of a text: as a word problem, and as a conversion ("…6.5 km. And in miles?"). */
const readings = (text: string) => [solveWordProblem(text), solveConversion(text)];

/** A question with no numbers of its own goes on from the one before only when it says so: "and per
 * night?", "so total with bonus?", "in miles how far is that?" (not "how long do I cook it?"). */
export const GOES_ON =
  /^\W*(?:and|so|ok|okay|then|plus|also|but)\b|\b(?:that|this|those|these|total|per|each|in all|altogether|instead|difference|left|cheaper)\b/i;

/** An answer said as a premise: "€285.", "4:50.", "18 slices." */
function answerPremise(answer: WordAnswer): string {
  const close = (v: number) => Math.abs(v - answer.value) <= 0.005 * Math.max(1, Math.abs(answer.value));
  const qs = quantitiesIn(answer.lines[0] ?? "");
  const q =
    qs.find((x) => !x.clock && close(x.value)) ??
    qs.find((x) => x.clock && close(x.value / 60)) ??
    // "4 hours and 45 minutes: …" for an answer worked out in hours.
    qs.find((x) => x.unit.dim === "time" && !x.per && close((x.value * x.unit.factor) / 60));
  if (!q) return `${answer.value}.`;
  return `${q.text}${q.per ? ` ${article(q.per.name.replace(/s$/, ""))}` : ""}.`;
}

/** The previous statement as a premise when its numbers are of a kind the question can use (not
 * "I have 2 cats" before "a $60 meal"). */
function statementPremise(previous: string, message: string): string | null {
  const mine = quantitiesIn(withDigits(message));
  const own = mine.flatMap((q) => [q.unit.dim, q.per?.dim]);
  const said = quantitiesIn(withDigits(previous));
  const told = said.map((q) => q.unit.dim);
  if (!told.length) return null;
  // A percent applies to any amount; a count only to the same things ("6 yogurts… 15 yogurts"),
  // or to people when the statement counted them too ("serves 4… for 10 people").
  const counted = mine.some((q) =>
    said.some(
      (o) =>
        o.unit.dim === "count" &&
        q.unit.dim === "count" &&
        (stem(o.unit.name) === stem(q.unit.name) || !o.unit.name),
    ),
  );
  const fits = told.some((dim) => own.includes(dim) && dim !== "count") || own.includes("percent") || counted;
  // "…baguettes at €1.30. How much for 7?": a bare number counts the thing the statement priced.
  const bare = mine.every((q) => q.unit.dim === "count" && !q.unit.name && !q.per);
  // "A croissant is €1.20… I want 2 croissants": the things counted are the ones priced.
  const named = mine.some(
    (q) => q.unit.dim === "count" && q.unit.name && new RegExp(`\\b${stem(q.unit.name)}`, "i").test(previous),
  );
  return !own.length || fits || bare || named ? previous : null;
}

/** The problem with its amount of the new one's kind (the nearest in size) swapped for it. */
function swapped(problem: string, message: string): string | null {
  const fresh = quantitiesIn(withDigits(message)).filter((q) => !q.times);
  if (fresh.length !== 1) return null;
  const [q] = fresh as [Quantity];
  // "me and 3 friends" is 4 people: "and for 5 people?" replaces all of them.
  const text = withParty(withDigits(problem));
  // "and 75?" after "68°F in celsius?": a bare number takes the unit of the amount it replaces.
  const bare = q.unit.dim === "count" && !q.unit.name;
  const kin = quantitiesIn(text).filter(
    (o) =>
      (bare || o.unit.dim === q.unit.dim) &&
      !o.times &&
      Boolean(o.clock) === Boolean(q.clock) &&
      Boolean(o.per) === Boolean(q.per),
  );
  // "and 7 packs?" replaces the packs ("1 pack"), not the 3 of "3 for £2.50".
  const named = kin.filter((o) => q.unit.name && o.unit.name && sameNoun(o.unit.name, q.unit.name));
  const near = (o: Quantity) => Math.abs(Math.log(Math.max(o.value, 1e-9) / Math.max(q.value, 1e-9)));
  const old = [...(named.length ? named : kin)].sort((a, b) => near(a) - near(b))[0];
  if (!old) return null;
  const number = old.text.match(/[\d.,]+/)?.[0] ?? "";
  const fresher = old.text.replace(number, q.text.match(/[\d.,]+/)?.[0] ?? number);
  return `${text.slice(0, old.at)}${fresher}${text.slice(old.at + old.text.length)}`;
}

/** "keep 50 bar for the way up", "save £200 for bills": an amount held back from the total. */
const RESERVE =
  /\b(?:keep|save|leave|reserve|hold back|set aside|put aside|put by)\s+(?:back\s+)?(?:about\s+)?[\d$£€]/i;

/** The problem with the held-back amount taken off the total of its kind ("120 bar" → "70 bar"). */
function reserved(problem: string, message: string): string | null {
  const held = quantitiesIn(withDigits(message)).filter((q) => !q.times && !q.per);
  if (held.length !== 1) return null;
  const [q] = held as [Quantity];
  const text = withDigits(problem);
  const total = quantitiesIn(text).find(
    (o) =>
      o.unit.dim === q.unit.dim && o.unit.name === q.unit.name && !o.per && !o.times && o.value > q.value,
  );
  if (!total) return null;
  const number = total.text.match(/[\d.,]+/)?.[0] ?? "";
  const left = total.text.replace(number, showNumber(total.value - q.value).replace(/,/g, ""));
  return `${text.slice(0, total.at)}${left}${text.slice(total.at + total.text.length)}`;
}

/** "when do i leave", "how much each": the question word and the words after it. */
const askedClause = (text: string) =>
  text
    .match(/\b(?:when|what time|how (?:much|many|long|far))\b(?:\s+[a-z']+){0,3}/gi)
    ?.at(-1)
    ?.toLowerCase() ?? "";

/** Two turns as one text, the first ended as a sentence so the question stays the last one. */
const joined = (premise: string, message: string) =>
  `${premise.trim()}${/[.!?]$/.test(premise.trim()) ? "" : "."} ${message}`;

/** The problem the member's k-th turn posed, solved in the context of the turns before it. */
function problemAt(members: string[], k: number, lastReply: string, depth: number): Problem | null {
  const message = members[k] ?? "";
  // An earlier turn's conversion is a problem to go on from too ("68°F in celsius?… and 75?");
  // the message itself, when it is one, is left to the sums and conversions of the skills.
  const earlier = depth < DEPTH ? solveConversion(message) : null;
  const direct = solveWordProblem(withPreviousAmount(message, lastReply)) ?? earlier;
  if (direct) return { text: message, answer: direct };
  const swap =
    (SWAP.test(message) || ONLY_AMOUNT.test(withDigits(message))) &&
    quantitiesIn(withDigits(message)).length === 1;
  if (!(asksAmount(message) || swap) || depth <= 0 || k <= 0) return null;
  // "How many minutes are in 2.5 hours?" is whole on its own: a conversion or a sum, not a sequel.
  if (solveConversion(message) || solveMath(message)) return null;
  const before = problemAt(members, k - 1, "", depth - 1);
  if (before && !quantitiesIn(withDigits(message)).length && !GOES_ON.test(message)) return null;
  const previous = members[k - 1] ?? "";
  // "and if I want 1 hour to get ready, when do I get up?" after "…when do I leave?" asks a new
  // question on from the answer; "and if we're 6, how much each?" asks the same one again.
  const sameQuestion = !askedClause(message) || askedClause(message) === askedClause(before?.text ?? "");
  const premises = before
    ? [
        // "and if we keep 50 bar for going back up?": the same question on what is left after it.
        ...(RESERVE.test(message) ? [reserved(before.text, message)] : []),
        ...(swap && sameQuestion ? [swapped(before.text, message)] : []),
        joined(answerPremise(before.answer), message),
        joined(before.text, message),
      ]
    : [statementPremise(previous, message) && joined(previous, message)];
  // A question that adds nothing ("how long do I cook it?") does not get the last answer again.
  const same = (a: WordAnswer) => before !== null && Math.abs(a.value - before.answer.value) < 1e-9;
  for (const text of premises) {
    const answer = text ? readings(text).find((a) => a && !same(a)) : null;
    if (answer) return { text: text!, answer };
  }
  // "…when do I leave?": from the time of day said before ("interview at 9 tomorrow").
  const clock = clockTold(members.slice(0, k), message);
  const timed = clock ? solveWordProblem(joined(clock, message)) : null;
  return timed && clock ? { text: joined(clock, message), answer: timed } : null;
}

/** The word problem in the message, with the earlier member turns' numbers when it needs them. */
export function solveInContext(message: string, history: readonly ChatTurn[]): WordAnswer | null {
  const lastReply = [...history].reverse().find((t) => t.role === "assistant")?.content ?? "";
  const members = history.filter((t) => t.role === "user").map((t) => t.content);
  if (members[members.length - 1] !== message) members.push(message);
  // "How much time do I have left?": the time allowed may have been said many turns back.
  const left = timeLeft(message, members.slice(0, -1));
  if (left) return left;
  // "10 percent of that", "how far is that in miles?": the amount "that" stands for, put in its place.
  // (Only when the message is not a whole sum as it stands: "we made $84, split it between 4".)
  // As typed: "what's half of it?" may have had its "it" named as a thing ("half of rent").
  const last = history.at(-1);
  const typed = last?.role === "user" ? last.content : message;
  const referred = withReferent(typed, history);
  const named =
    referred === typed || readings(message).some(Boolean) ? null : readings(referred).find(Boolean);
  if (named) return named;
  return problemAt(members, members.length - 1, lastReply, DEPTH)?.answer ?? null;
}

// The chat's last result: the amount a member's recent turn came to, read afresh from the stored
// history each turn. Each earlier member turn (a few back) is solved again: as a step on the result
// before it ("plus 3 portions at 4.20" on "six boxes at 7.50"), else as a word problem in its own
// context, else as the amount it told ("i make 52,000 a year"). A result keeps its unit or currency
// and the amount it changed from, so "what percent increase" can be answered on it.
import type { ChatTurn } from "../types";
import { sameKind } from "./frame-kit";
import { withDigits } from "./number-words";
import { quantitiesIn, type Quantity, type Unit } from "./quantities";
import { withParty } from "./word-chain";
import type { WordAnswer } from "./word-answer";

export interface Result {
  value: number;
  unit: Unit;
  /** The two amounts a change was from and to (a total before and after, "old 1,180, new 1,450"). */
  change?: { from: number; to: number };
  /** The unit of the amounts of `change` when the result is a percent of them. */
  baseUnit?: Unit;
  /** "480 a month": the time the result is for, when the amounts it came from were per one. */
  per?: Unit;
  /** The answer and its working, when this turn worked it out. */
  lines?: string[];
}

/** A step on a result: the turn's text, the result before it, and the member turns before it. */
export type Step = (text: string, last: Result, before: readonly string[]) => Result | null;

/** How many member turns back a result is looked for. */
const LOOK_BACK = 5;
/** How many steps a chain of follow-ups is followed back. */
const DEPTH = 4;

const COUNT: Unit = { name: "", dim: "count", factor: 1 };

/** "40p a mile": pence as money, for the parser that reads "£0.40". */
export const withPence = (text: string) =>
  withDigits(text).replace(/(^|[\s(])(\d{1,2})\s?p\b(?!\.?m\b)/gi, (_, lead: string, n: string) => {
    const sign = /€/.test(text) ? "€" : /\$/.test(text) ? "$" : "£";
    return `${lead}${sign}0.${n.padStart(2, "0")}`;
  });

/** The amounts of a text that can be a result: not a time of day, a multiplier or a percent. */
export const amountsIn = (text: string) =>
  quantitiesIn(withPence(text)).filter((q) => !q.times && !q.clock && q.unit.dim !== "percent");

/** The unit an answer is in: the amount of its first line that has its value, else the turn's money. */
function answerUnit(line: string, value: number, text: string): Unit {
  const close = (q: Quantity) => Math.abs(q.value - value) <= 0.005 * Math.max(1, Math.abs(value));
  const said = quantitiesIn(line).find((q) => !q.clock && close(q));
  if (said && said.unit.dim !== "count") return said.unit;
  return amountsIn(text).find((q) => q.unit.dim === "money")?.unit ?? said?.unit ?? COUNT;
}

/** Two amounts of one kind: the same unit, or a wage and a bare number ("52,000 a year", "61,500"). */
export const alike = (a: Quantity, b: Quantity) => {
  const bare = (q: Quantity) => q.unit.dim === "count" && !q.unit.name;
  const money = (q: Quantity) => q.unit.dim === "money";
  if ((money(a) && bare(b)) || (bare(a) && money(b))) return true;
  return sameKind(a.unit, b.unit) && (!a.per || !b.per || a.per.dim === b.per.dim);
};

/** "the new place is 1,450 a month, old was 1,180. how much more": the two amounts compared. */
function compared(text: string): Pick<Result, "change" | "baseUnit"> {
  const qs = amountsIn(text);
  if (qs.length !== 2 || !alike(qs[0]!, qs[1]!)) return {};
  if (!/\b(?:more|less|difference|gap|increase|decrease|rise|drop|up|down|over|under)\b/i.test(text))
    return {};
  const change = oldToNew(text, qs[0]!, qs[1]!);
  return { change, baseUnit: qs.find((q) => q.unit.dim === "money")?.unit ?? qs[0]!.unit };
}

/** Which of two amounts is the old one: said as old ("old was 1,180", "i make 52,000", "1,180 before"), else the smaller. */
export function oldToNew(text: string, qa: Quantity, qb: Quantity): { from: number; to: number } {
  const [a, b] = [qa.value, qb.value];
  const OLD = /\b(?:old|was|used to|before|currently|now i|i make|i earn|i get|i pay)\b/i;
  const NEW = /\b(?:new|now|will be|would be|pays|offer(?:s|ed)?)\b/i;
  const lead = (q: Quantity, from: number) => text.slice(from, q.at).split(/[,.;]/).at(-1) ?? "";
  const [leadA, leadB] = [lead(qa, 0), lead(qb, qa.at + qa.text.length)];
  const older =
    OLD.test(leadB) || NEW.test(leadA) ? b : OLD.test(leadA) || NEW.test(leadB) ? a : Math.min(a, b);
  return { from: older, to: older === a ? b : a };
}

/** Works a member turn out on its own, in the context of the turns up to it. */
export type Solve = (text: string, history: readonly ChatTurn[]) => WordAnswer | null;

/** The message worked out as a step on the chat's last result, when it is one. */
export function onLastResult(
  message: string,
  history: readonly ChatTurn[],
  step: Step,
  solve: Solve,
): Result | null {
  const turns: ChatTurn[][] = [];
  const texts: string[] = [];
  const recent = history.slice(-(LOOK_BACK + 1) * 2 - 2);
  recent.forEach((t, i) => {
    if (t.role !== "user") return;
    turns.push(recent.slice(0, i + 1));
    texts.push(t.content);
  });
  if (texts.at(-1) !== message) {
    texts.push(message);
    turns.push([...recent, { role: "user", content: message }]);
  }
  // Each turn's result is worked out once per reply, however many later turns lean on it.
  const memo = new Map<string, Result | null>();
  /** What the member turn `k` came to, on the result before it when it goes on from one. */
  const resultOf = (k: number, depth: number): Result | null => {
    const key = `${k}:${depth}`;
    if (!memo.has(key)) memo.set(key, work(k, depth));
    return memo.get(key)!;
  };
  const work = (k: number, depth: number): Result | null => {
    const text = texts[k]!;
    const last = depth > 0 ? lastResult(k, depth - 1) : null;
    const stepped = last ? step(text, last, texts.slice(0, k)) : null;
    if (stepped) return stepped;
    if (!/\d/.test(withDigits(text))) return null;
    const solved = solve(text, turns[k]!);
    if (solved) {
      const unit = answerUnit(solved.lines[0] ?? "", solved.value, text);
      const pers = amountsIn(text).flatMap((q) => (q.per?.dim === "time" ? [q.per] : []));
      const per = pers.length && pers.every((p) => p.factor === pers[0]!.factor) ? pers[0] : undefined;
      return { value: solved.value, unit, ...compared(text), ...(per ? { per } : {}) };
    }
    // A told amount: the last one said ("i make 52,000 a year", "the bill came to $84").
    if (/\?\s*$/.test(text.trim())) return null;
    // Not the party ("for the three of us"): the money said, else the last amount.
    const said = amountsIn(withParty(withDigits(text))).filter(
      (q) => !/^(?:people|persons|ways)$/.test(q.unit.name),
    );
    const told = said.findLast((q) => q.unit.dim === "money") ?? said.at(-1);
    return told ? { value: told.value, unit: told.unit } : null;
  };
  /** The newest result of the member turns before turn `k`. */
  const lastResult = (k: number, depth: number): Result | null => {
    for (let j = k - 1; j >= Math.max(0, k - LOOK_BACK); j--) {
      const r = resultOf(j, depth);
      if (r) return r;
    }
    return null;
  };
  const k = texts.length - 1;
  const last = lastResult(k, DEPTH - 1);
  return last ? step(message, last, texts.slice(0, k)) : null;
}

/** A result written as a person would: "£57.60", "57.60", "3,240", "22.9%". */
export function shown(value: number, unit: Unit): string {
  const money = unit.dim === "money";
  const rounded = Math.round(value * 100) / 100;
  const digits =
    money && !Number.isInteger(rounded)
      ? rounded.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })
      : rounded.toLocaleString("en-US", { maximumFractionDigits: 2 });
  if (money)
    return /^[$£€¥]$/.test(unit.name)
      ? `${unit.name}${digits}`
      : `${digits}${unit.name && !/^[$£€¥]?$/.test(unit.name) ? ` ${unit.name}` : ""}`;
  if (unit.dim === "percent") return `${digits}%`;
  return unit.name ? `${digits} ${unit.name}` : digits;
}

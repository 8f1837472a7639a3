// The facts a piece of advice is written for, read from the member's messages each turn (nothing is
// stored): the people they named and how they relate ("my sister Noor", "her husband is called
// Bastian"), where a couple met, amounts by the role a verb gives them ("they offered 52,000",
// "I wanted 60k"), hours, a count of something ("2 glasses"), guests. coach.ts fills its lines'
// {placeholders} with them; a line whose facts are missing is not said.
import type { Ctx } from "./context";
import { firstName } from "./context";
import { quantitiesIn, showAmount, showNumber } from "./quantities";
import { entitiesIn } from "./scene-state";
import { namesAndTheirWords, reflect, splitSentences } from "./text";

export type Facts = Record<string, string | undefined>;

/** A partner named with "called": "her husband is called Bastian", "his wife, named Ada". */
const CALLED =
  /\b(?:my|her|his|their|our)\s+(husband|wife|partner|fianc[ée]e?|boyfriend|girlfriend|groom|bride|boss|manager|landlord|landlady|son|daughter|brother|sister|friend)\b,?\s+(?:is\s+)?(?:called|named)\s+(\p{Lu}[\p{L}'-]+)/u;
const MET =
  /\bmet\s+((?:at|in|on|through|during|via|at work|at school)\s+(?:an?\s+|the\s+|my\s+|our\s+|their\s+)?[^.,!?;]{2,40}?)(?=\s+(?:and|but|when|where|because|years?|last|back|about|so)\b|[.,!?;]|$)/i;
/** Verbs that make an amount the other side's ("offered") or the member's own ("wanted"). */
const OFFER = /\b(?:offer(?:ed|ing|s)?|pay(?:s|ing)?|propos(?:e|ed|ing)|budget|giving me|give me)\b/gi;
const ASK =
  /\b(?:want(?:ed|s)?|hop(?:e|ed|ing)|ask(?:ed|ing)?(?: for)?|expect(?:ed|ing)?|aim(?:ed|ing)?|target|counter(?:ed)?|looking for|need(?:ed)?)\b/gi;
const MONEY = /(?:([$£€])\s?)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|grand|thousand)?(?![\d%])\b/gi;

interface Money {
  value: number;
  sign: string;
  role: "offer" | "ask" | null;
}

/** The nearest role verb before an amount, in its own clause. */
function roleBefore(clause: string): Money["role"] {
  const last = (re: RegExp) => Math.max(-1, ...[...clause.matchAll(re)].map((m) => m.index!));
  const offer = last(OFFER);
  const ask = last(ASK);
  if (offer < 0 && ask < 0) return null;
  return offer > ask ? "offer" : "ask";
}

/** Amounts of money (or salary-sized numbers) in a message, with the role their verb gives them. */
export function moneyIn(message: string): Money[] {
  const out: Money[] = [];
  for (const sentence of splitSentences(message.replace(/[’‘]/g, "'"))) {
    for (const m of sentence.matchAll(MONEY)) {
      const [, sign = "", digits, scale] = m;
      const value = Number(digits!.replace(/,/g, "")) * (scale ? 1000 : 1);
      if (!sign && !scale && value < 1000) continue;
      const before =
        sentence
          .slice(0, m.index)
          .split(/[,;]\s+(?=\w+\s)|\bbut\b/)
          .at(-1) ?? "";
      out.push({ value, sign, role: roleBefore(before) });
    }
  }
  return out;
}

/** An amount times a factor, to the nearest 500 (or 1 below 1,000). */
function rounded(m: Money, factor: number): Money {
  const step = m.value >= 1000 ? 500 : 1;
  return { ...m, value: Math.round((m.value * factor) / step) * step };
}

const showMoney = (m: Pick<Money, "value" | "sign">) => `${m.sign}${showNumber(m.value, Boolean(m.sign))}`;

/** The member's own messages, oldest first, ending with this one. */
function memberMessages(ctx: Ctx): string[] {
  return ctx.history.filter((t) => t.role === "user").map((t) => t.content);
}

/** People named by the member, in the order first named, with the relation they gave. */
function people(ctx: Ctx, texts: readonly string[]): { name: string; rel?: string }[] {
  const excluded = namesAndTheirWords([ctx.bot.name, ctx.userName, ...ctx.others]);
  const found: { name: string; rel?: string }[] = [];
  const add = (named: string, rel?: string) => {
    // "Mia's birthday" names Mia.
    const name = named.replace(/['’]s$/, "");
    const known = found.find((p) => p.name === name);
    if (known) known.rel ??= rel;
    else if (!excluded.has(name.toLowerCase())) found.push({ name, rel });
  };
  for (const text of texts) {
    const called = text.match(CALLED);
    for (const e of entitiesIn(text, 0, excluded))
      if (
        e.kind === "person" &&
        /^\p{Lu}/u.test(e.name) &&
        !/\s/.test(e.name.replace(/^(?:Mr|Mrs|Ms|Dr)\.? /, ""))
      )
        add(e.name, e.relation ?? (called?.[2] === e.name ? called[1]!.toLowerCase() : undefined));
  }
  return found;
}

/** The latest value a reader finds in the member's messages, newest first. */
function latest<T>(texts: readonly string[], read: (text: string) => T | undefined): T | undefined {
  for (const text of [...texts].reverse()) {
    const v = read(text);
    if (v !== undefined) return v;
  }
  return undefined;
}

/** Every fact of the chat, and the ones this message told (for a reply to what was just said). */
export function coachFacts(ctx: Ctx, pet: string | undefined): { all: Facts; fresh: Set<string> } {
  const texts = memberMessages(ctx);
  const read = (list: readonly string[]): Facts => {
    const named = people(ctx, list);
    const money = list.flatMap(moneyIn);
    const offer = money.filter((m) => m.role === "offer").at(-1);
    const ask = money.filter((m) => m.role === "ask").at(-1);
    const gap = offer && ask && ask.value > offer.value ? ask.value - offer.value : undefined;
    const hours = latest(list, (t) =>
      quantitiesIn(t).find((q) => q.unit.dim === "time" && /^h/.test(q.unit.name) && !q.clock),
    );
    const counted = latest(list, (t) =>
      quantitiesIn(t).find((q) => /^(?:count|volume)$/.test(q.unit.dim) && q.unit.name && !q.times),
    );
    const guests = latest(
      list,
      (t) => t.match(/\b(\d+)\s+(?:guests|people (?:coming|there|invited))\b/i)?.[1],
    );
    const met = latest(list, (t) => t.match(MET)?.[1]);
    return {
      person: named[0]?.name,
      rel: named[0]?.rel,
      person2: named[1]?.name,
      rel2: named[1]?.rel,
      met: met && reflect(met.trim()),
      offer: offer && showMoney(offer),
      ask: ask && showMoney(ask),
      gap: gap === undefined ? undefined : showMoney({ value: gap, sign: ask!.sign || offer!.sign }),
      gappct: gap === undefined ? undefined : String(Math.round((gap / offer!.value) * 100)),
      // 10 to 15% over their number, rounded to what a person would say.
      counter: offer && `${showMoney(rounded(offer, 1.1))} to ${showMoney(rounded(offer, 1.15))}`,
      hours: hours && showAmount(hours.value, hours.unit),
      count: counted && showNumber(counted.value),
      unit: counted?.unit.name,
      guests,
    };
  };
  const all: Facts = { ...read(texts), pet, me: firstName(ctx.userName) || undefined };
  const own = read(texts.slice(-1));
  const said = moneyIn(ctx.message).at(-1);
  all.said = said && showMoney(said);
  // A count or an amount only counts as this message's, never an older one's, for "is that bad?".
  all.count = own.count;
  all.unit = own.unit;
  // A fact is this message's when its value is one this message told ("Bastian" is the second
  // person of the chat, and the first of this message).
  const told = new Set(Object.values(own).filter(Boolean));
  const fresh = new Set(Object.keys(all).filter((k) => all[k] !== undefined && told.has(all[k])));
  return { all, fresh };
}

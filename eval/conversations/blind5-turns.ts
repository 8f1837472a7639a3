// Blind set #5's checks beyond the shared ones: numbers read as digits, "56k" or words ("two and a
// half", "four hundred"), a number tied to its unit, a value inside a fair range (a stretch held
// 20 to 60 seconds, an oven at 175 °C), a scene told with what the chat named, a recap in order
// with a name's other forms, a goodbye that is not the member's own words.
import { all, fail, mentions, numbersIn, pass, spoken } from "../checks";
import { continuesScene, mentionsNew } from "../conversation-checks";
import type { Check } from "../types";
import { clockTimesIn, minutesIn, quantitiesIn } from "./blind4-turns";

export const BLIND5 = "(blind set #5)";

const UNITS: Record<string, number> = Object.fromEntries(
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen"
    .split(" ")
    .map((w, i) => [w, i]),
);
const TENS: Record<string, number> = Object.fromEntries(
  "twenty thirty forty fifty sixty seventy eighty ninety".split(" ").map((w, i) => [w, 20 + 10 * i]),
);
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1e6 };
const NUMBER_WORD = [...Object.keys(UNITS), ...Object.keys(TENS), ...Object.keys(SCALES), "dozen", "half"];

/** Numbers written in words: "thirty-six", "two thousand four hundred", "two and a half", "a dozen". */
export function wordNumbersIn(text: string): number[] {
  const tokens = text.toLowerCase().match(/[a-z]+|[^a-z\s]/g) ?? [];
  const out: number[] = [];
  let total = 0;
  let current = 0;
  let last: "none" | "unit" | "tens" | "scale" = "none";
  const flush = () => {
    if (last !== "none") out.push(total + current);
    total = 0;
    current = 0;
    last = "none";
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1] ?? "";
    if (t in UNITS) {
      if (last === "unit") flush();
      current += UNITS[t]!;
      last = "unit";
    } else if (t in TENS) {
      if (last === "unit" || last === "tens") flush();
      current += TENS[t]!;
      last = "tens";
    } else if (t === "hundred") {
      current = (current || 1) * 100;
      last = "scale";
    } else if (t === "thousand" || t === "million") {
      total += (current || 1) * SCALES[t]!;
      current = 0;
      last = "scale";
    } else if (t === "dozen") {
      current = (current || 1) * 12;
      last = "scale";
    } else if (t === "half" && tokens[i - 1] === "a") {
      // "two and a half", "a half", "half an hour" read as the half it adds.
      current += 0.5;
      last = "scale";
    } else if (t === "half" && last === "none") {
      current = 0.5;
      last = "scale";
    } else if (t === "a" && (next === "half" || next === "dozen" || next in SCALES)) {
      continue;
    } else if (t === "and" || t === "-") {
      if (last === "none" || !(NUMBER_WORD.includes(next) || next === "a")) flush();
    } else flush();
  }
  flush();
  return out;
}

/** Every number a reply states: digits ("1,450", "57.60"), thousands as "56k", or words. */
export function valuesIn(text: string): number[] {
  const thousands = [...text.matchAll(/(\d+(?:\.\d+)?)\s?k\b/gi)].map((m) => Number(m[1]) * 1000);
  return [...numbersIn(text), ...thousands, ...wordNumbersIn(text)];
}

const WORDS_RE = `(?:(?:${NUMBER_WORD.join("|")}|a|and)[\\s-]+)+`;

/** The numbers written right before the unit (a regex source: "month", "(?:°|degrees?)"). */
export function valuesBefore(text: string, unit: string): number[] {
  const digits = new RegExp(`(-?\\d+(?:,\\d{3})*(?:\\.\\d+)?)\\s*-?\\s*(?:${unit})`, "giu");
  const words = new RegExp(`\\b(${WORDS_RE})(?:${unit})`, "giu");
  return [
    ...[...text.matchAll(digits)].map((m) => Number(m[1]!.replace(/,/g, ""))),
    ...[...text.matchAll(words)].flatMap((m) => wordNumbersIn(m[1]!)),
  ];
}

const near = (n: number, expected: number, tolerance: number) =>
  Math.abs(n - expected) <= Math.max(1e-9, tolerance * Math.abs(expected));

/** The reply states `expected` (relative tolerance), in any of the forms above, before `unit` when given. */
export function amount(expected: number, tolerance = 0, unit?: string): Check {
  return {
    label: `= ${expected}${unit ? ` ${unit}` : ""}`,
    run: (reply) => {
      const found = unit ? valuesBefore(reply, unit) : valuesIn(reply);
      return found.some((n) => near(n, expected, tolerance))
        ? pass
        : fail(`no ${expected} (found ${found.join(", ") || "no numbers"})`);
    },
  };
}

/** The reply states a value from `lo` to `hi` before the unit: a fair range where there is no one answer. */
export function between(lo: number, hi: number, unit: string, label = unit): Check {
  return {
    label: `${lo}-${hi} ${label}`,
    run: (reply) => {
      const found = valuesBefore(reply, unit);
      return found.some((n) => n >= lo && n <= hi)
        ? pass
        : fail(`no ${lo}-${hi} ${label} (found ${found.join(", ") || "none"})`);
    },
  };
}

/** A duration from `lo` to `hi` minutes, however written ("10 hours", "an hour and a half"). */
export function minutesBetween(lo: number, hi: number): Check {
  return {
    label: `${lo}-${hi} minutes`,
    run: (reply) => {
      const found = minutesIn(reply);
      return found.some((n) => n >= lo && n <= hi) ? pass : fail(`no duration of ${lo}-${hi} min`);
    },
  };
}

/** A clock time from `lo` to `hi` (minutes after midnight). */
export function clockBetween(lo: number, hi: number): Check {
  return {
    label: `a time ${lo}-${hi} min after midnight`,
    run: (reply) =>
      clockTimesIn(reply).some((n) => n >= lo && n <= hi) ? pass : fail("no clock time in the range"),
  };
}

/** A volume from `lo` to `hi` millilitres, in ml or litres. */
export function millilitres(lo: number, hi: number): Check {
  return {
    label: `${lo}-${hi} ml`,
    run: (reply) =>
      quantitiesIn(reply).some(([n, u]) => u === "ml" && n >= lo && n <= hi)
        ? pass
        : fail(`no volume of ${lo}-${hi} ml`),
  };
}

/**
 * "That's how many 500 ml bottles?": the bot's own last figure divided (rounded either way), or,
 * when that reply gave no volume, a count a day's water could be.
 */
export function bottlesOf(size: number): Check {
  return {
    label: `the last volume in ${size} ml bottles`,
    run: (reply, ctx) => {
      const last = ctx.earlier[ctx.earlier.length - 1] ?? "";
      const volumes = quantitiesIn(last).flatMap(([n, u]) => (u === "ml" ? [n / size] : []));
      const found = valuesIn(reply);
      const ok = volumes.length
        ? found.some((n) => volumes.some((v) => n >= Math.floor(v) && n <= Math.ceil(v)))
        : found.some((n) => n >= 2 && n <= 6) && /bottle/i.test(reply);
      return ok ? pass : fail(`no bottle count (found ${found.join(", ") || "no numbers"})`);
    },
  };
}

/** At least `min` timed parts (seconds, minutes, breaths, reps): a routine, not a list of names. */
export function timed(min: number): Check {
  const unit = "(?:sec(?:ond)?s?|min(?:ute)?s?|(?:slow |deep )?breaths?|reps?|times)\\b";
  return {
    label: `${min}+ timed parts`,
    run: (reply) => {
      const n = valuesBefore(reply, unit).length;
      return n >= min ? pass : fail(`${n} timed parts`);
    },
  };
}

const DAY_PARTS = /\b(?:morning|noon|midday|afternoon|evening|night|breakfast|lunch|dinner|supper)\b/gi;

/** A timeline: two clock times or two parts of the day. */
export function schedule(): Check {
  return {
    label: "a timeline",
    run: (reply) => {
      const parts = new Set((reply.match(DAY_PARTS) ?? []).map((p) => p.toLowerCase()));
      return clockTimesIn(reply).length >= 2 || parts.size >= 2 ? pass : fail("no times of day");
    },
  };
}

/** `mentionsNew` with its words written "a|b|c", so a long list stays one line. */
export const brings = (words: string): Check => mentionsNew(...words.split("|"));

/** A scene continued with a named fact or a beat of its own ("a|b|c"), not only the member's words. */
export function scene(facts: string): Check {
  const list = facts.split("|");
  return all(continuesScene(...list), mentionsNew(...list));
}

/** A recap naming the facts in order, each by any of its forms ("Ambrose" or "Mr. Pike"). */
export function recap(...facts: (string | string[])[]): Check {
  const forms = facts.map((f) => (Array.isArray(f) ? f : [f]));
  return {
    label: `names ${forms.map((f) => f[0]).join(" → ")} in order`,
    run: (reply) => {
      const lower = reply.toLowerCase();
      let at = -1;
      for (const f of forms) {
        const hits = f.map((x) => lower.indexOf(x.toLowerCase(), at + 1)).filter((i) => i >= 0);
        if (!hits.length) {
          return fail(f.some((x) => lower.includes(x.toLowerCase())) ? `${f[0]} out of order` : `no ${f[0]}`);
        }
        at = Math.min(...hits);
      }
      return pass;
    },
  };
}

/** The reply names again something of the bot's own reply at `index` (one of the words "a|b"), not typed now. */
export function recalls(index: number, list: string): Check {
  const words = list.split("|");
  return {
    label: `names again what reply #${index} gave (${words.slice(0, 3).join("/")}…)`,
    run: (reply, ctx) => {
      const then = ctx.earlier[index];
      if (!then) return fail("no such earlier reply");
      const given = words.filter((w) => mentions(w).run(then, ctx).ok);
      if (!given.length) return fail("the earlier reply named none of the words");
      return mentionsNew(...given).run(reply, ctx);
    },
  };
}

/**
 * A joke on the topic: a setup question naming it, then a punchline (or a pun marker). Stricter than
 * `joke`, whose shape any "Can I? Watch this." line has.
 */
export function jokeAbout(topics: string): Check {
  const topic = topics.split("|");
  const about = mentions(...topic);
  return {
    label: `a joke about ${topic[0]}`,
    run: (reply, ctx) => {
      const text = spoken(reply);
      const setups = text.match(/[^.!?…]*\?(?=\s*\S)/g) ?? [];
      if (setups.some((q) => about.run(q, ctx).ok)) return pass;
      if (/ba-dum|pun intended|\bpun\b/i.test(reply)) return about.run(reply, ctx);
      return fail("no setup on the topic and punchline");
    },
  };
}

const FAREWELL =
  /\b(?:bye|goodbye|good ?night|night night|take care|see (?:you|ya)|sleep (?:well|tight)|sweet dreams|farewell|until next time|till next time|talk soon|catch you|safe travels|later|cheerio|over and out|signing off|rest well|come back)\b/i;
const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}{3,}/gu) ?? [];

/** A goodbye back, with at least one word the member did not type (not the "bye" echoed). */
export function farewell(): Check {
  return {
    label: "says goodbye back",
    run: (reply, ctx) => {
      if (!FAREWELL.test(reply)) return fail("no goodbye");
      const typed = new Set(wordsOf(ctx.said ?? ""));
      return wordsOf(reply).some((w) => !typed.has(w)) ? pass : fail("only the member's words");
    },
  };
}

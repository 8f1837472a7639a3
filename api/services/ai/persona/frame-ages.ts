// "I'm 28 and my sister is 4 years younger: how old is she?": an age said as a gap from another.
import { amounts, question, solved, type Frame } from "./frame-kit";
import { showNumber } from "./quantities";

export const ageGap: Frame = (t, qs) => {
  if (!/\bhow old\b|\bwhat age\b|\bage\b/i.test(question(t))) return null;
  const gaps = amounts(qs).filter((q) =>
    /^\s*(?:years?|yrs?)?\s*(?:older|younger)\b/i.test(t.slice(q.at + q.text.length)),
  );
  if (gaps.length !== 1) return null;
  const gap = gaps[0]!;
  const ages = amounts(qs).filter((q) => q !== gap && (q.unit.dim === "count" || q.unit.name === "years"));
  if (ages.length !== 1) return null;
  const older = /^\s*(?:years?|yrs?)?\s*older\b/i.test(t.slice(gap.at + gap.text.length));
  const value = older ? ages[0]!.value + gap.value : ages[0]!.value - gap.value;
  if (value < 0) return null;
  const sign = older ? "+" : "−";
  return solved(value, [
    `${showNumber(value)}: ${showNumber(ages[0]!.value)} ${sign} ${showNumber(gap.value)}.`,
    `${showNumber(value)} years old (${showNumber(ages[0]!.value)} ${sign} ${showNumber(gap.value)}).`,
  ]);
};

/** "the bell says 1784 on it. how old is it if it's 2026 now?": the years between two years said. */
export const ageFromYears: Frame = (t, qs) => {
  if (!/\bhow old\b|\bhow many years (?:old|ago)\b|\bhow long ago\b/i.test(question(t))) return null;
  // "the bell says 1784 on it… if it's 2026 now": a year of the calendar said bare counts too.
  const years = qs.filter(
    (q) =>
      q.unit.dim === "year" ||
      (q.unit.dim === "count" &&
        /^(?:|now|today)$/i.test(q.unit.name) &&
        Number.isInteger(q.value) &&
        q.value >= 1000 &&
        q.value <= 2200),
  );
  if (years.length !== 2) return null;
  const [then, now] = years[0]!.value <= years[1]!.value ? [years[0]!, years[1]!] : [years[1]!, years[0]!];
  const value = now.value - then.value;
  if (!value) return null;
  return solved(value, [
    `${showNumber(value)} years old: ${now.value} − ${then.value} = ${showNumber(value)}.`,
    `That's ${showNumber(value)} years (${now.value} − ${then.value}).`,
  ]);
};

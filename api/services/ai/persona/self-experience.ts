// The bot's own experience, asked about: "do you ever get lonely?", "how long have you been doing
// this?", "who taught you?", "what's the hardest trek you've done?". Answered in its voice from what
// its card says it does (card-facts.ts), with nothing specific made up: no dates, no names, no
// claims the card could contradict, and never a claim to be human.
import type { CardFacts } from "./card-facts";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { reflect } from "./text";
import { WORDS } from "./words";

const W = WORDS.self;

function plan(lines: string[], vals: Vals): Plan {
  return { ...basePlan(fillAll(lines, vals)), followChance: 0, weaveChance: 2, actionChance: 3 };
}

/** A calm habit of the card's ("tell campfire stories", "knit scarves"), to say how the bot copes. */
function habit(facts: CardFacts): string | undefined {
  return facts.clauses
    .map((c) => c.replace(/^I\s+/, ""))
    .find(
      (c) =>
        /^(?:tell|hum|read|knit|bake|count|walk|sip|drink|write|scribble|play|sing|cook|polish|stretch|breathe|listen|name|start)\b/.test(
          c,
        ) && !/\byou\b/.test(c),
    );
}

const FEELING =
  /\b(?:do|did) you (?:ever |still |sometimes |often )?(?:get|feel) (scared|lonely|tired|bored|sad|nervous|homesick|afraid|angry|cold|stressed|anxious)\b/i;

const DAY =
  /\bhow(?:'s| is| was| has) your (day|week|shift|night|morning|evening|weekend)\b(?: been)?|\bwhat did you do (?:this |last )?(today|week|yesterday|night|weekend)\b/i;
const ROUTINE =
  /\b(?:typical|normal|usual|average) (?:day|week|morning|evening)\b|\byour (?:daily |morning |evening |usual )?routine\b|\bwhat do you do (?:all day|every day|in the (?:mornings?|evenings?|afternoons?))\b|\bday in (?:your|the) life\b/i;
const TIMES =
  /\b(?:mornings?|evenings?|afternoons?|nights?|sunrise|dawn|dusk|every day|daily|late shift|lamplight)\b/i;

/** "How was your day?", "what's a typical day for you?": the card's routine, else what it does. */
export function routinePlan(facts: CardFacts, t: string, vals: Vals): Plan | null {
  const routine = ROUTINE.test(t);
  const day = t.match(DAY);
  if (!routine && !day) return null;
  const timed = [...facts.doings, ...facts.clauses.map((c) => c.replace(/^I\s+/, ""))].find(
    (c) => TIMES.test(c) && !/\byou\b/.test(c) && /^(?!am\b|'m\b)[a-z]+/.test(c),
  );
  if (timed && routine) return plan(W.routine, { ...vals, doing: timed });
  // "How was your week?" is answered about that week, said back: "my week", "this week".
  const when = (day?.[1] ?? day?.[2] ?? "day").toLowerCase().replace(/^(?:today|yesterday)$/, "day");
  const doing = facts.doings.find((d) => !/\byou\b/.test(d));
  return doing ? plan(W.day, { ...vals, doing, when }) : plan(W.dayPlain, { ...vals, when });
}

/** The plan for a question about the bot's own experience, or null. */
export function experiencePlan(facts: CardFacts, t: string, vals: Vals): Plan | null {
  const feeling = t.match(FEELING)?.[1];
  if (feeling) {
    const doing = habit(facts);
    const v = { ...vals, feeling: feeling.toLowerCase(), doing };
    return plan(doing ? W.feeling : W.feelingPlain, v);
  }
  if (/\bhow long (?:have|'ve) you (?:been )?[a-z]+(?:ed|en|wn|ne|ad|ld|pt|nt|ht)\b/i.test(t))
    return plan(W.howLong, vals);
  if (/\b(?:who taught you|where did you learn|how did you learn|who showed you)\b/i.test(t))
    return plan(W.learned, vals);
  const hardest = t.match(
    /\bwhat(?:'s| is| was) the (hardest|toughest|scariest|worst|longest|coldest) ([a-z]+(?: [a-z]+)?) (?:you(?:'ve| have)?|that you(?:'ve| have)?) (?:ever )?(?:done|had|seen|been (?:on|in|through)|made|cooked|met|found|played|taught)\b/i,
  );
  if (hardest)
    return plan(W.hardest, { ...vals, what: `${hardest[1]!.toLowerCase()} ${hardest[2]!.toLowerCase()}` });
  // "What's the weirdest order you've ever had?": the kind of thing asked about, no story made up.
  const most = t.match(
    /\bwhat(?:'s| is| was) the ((?:[a-z]+est)|most [a-z]+|best) ([a-z]+(?: [a-z]+)?) (?:that )?(?:you(?:'ve| have)? (?:ever )?(?:had|seen|heard|served|made|met|got|gotten|received|been asked|been (?:in|on|to|through)|eaten|read|found|done)|(?:anyone|someone|somebody|people|a customer) (?:has |have )?(?:ever )?[a-z]+ (?:for |to )?you)\b/i,
  );
  if (most)
    return plan(W.superlative, { ...vals, what: `${most[1]!.toLowerCase()} ${most[2]!.toLowerCase()}` });
  // "How many gold coins do you actually have?": the thing said back, and no number invented.
  const count = t.match(
    /\bhow many ([a-z]+(?: [a-z]+)?) do you (?:actually |really |even |still )?(?:have|own|keep|got)\b/i,
  );
  if (count) return plan(W.count, { ...vals, thing: count[1]!.toLowerCase() });
  // "Who was Harriet Crowe to you?", of a name the card never mentions: a stranger, honestly.
  const who = t.match(
    /\b[Ww]ho(?: is| was|'s) ((?:Miss |Mr |Mrs |Dr |Sir )?[A-Z][\p{L}'-]+(?: [A-Z][\p{L}'-]+)*) to you\b/u,
  );
  if (who && !facts.sentences.some((s) => s.includes(who[1]!.split(" ").pop()!)))
    return plan(W.stranger, { ...vals, name: who[1] });
  return null;
}

const INSPIRED =
  /^(?:so,? |and,? )?(?:what inspired|what gave you the idea for|where did the idea for|how did you come up with|what made you (?:write|make|paint|build|create)) (.+?)(?: come from)?\s*\??$/i;

/** "What inspired it?", "how did you come up with that?": the bot's own work, not a fact asked back. */
export function asksInspiration(t: string): boolean {
  return INSPIRED.test(t.trim());
}

/** "What inspired it?" (it: the song just praised): where the bot's own work came from, no story made up. */
export function inspiredPlan(t: string, vals: Vals): Plan | null {
  const thing = t.match(INSPIRED)?.[1];
  return thing && !/^(?:you|me|us|them)$/i.test(thing)
    ? plan(W.inspired, { ...vals, thing: reflect(thing) })
    : null;
}

/** "What do you remember about your grandfather?": the bot's own past, not a fact the member told. */
export function asksOwnPast(message: string): boolean {
  const t = message.replace(/[’‘]/g, "'");
  return /\b(?:remember|recall)\b[^?]*\byour\b/i.test(t) && !/\b(?:my|me|i|mine|i'm)\b/i.test(t);
}

const SMALL =
  /^(?:the|and|but|for|are|was|were|you|your|why|how|who|what|when|where|there|here|this|that|these|those|with|from|into|have|has|had|does|did|can|could|would|should|will|any|all|its|it's|not|my|me|our|just|really|very|much|about|is|in|on|at|of|to|a|an|i|uh|um|hi|hey|oh|so|anyone|anybody|someone|somebody)$/;

/** The words of a question that name something (3 letters and up: "pod", "time", "flowerbed"). */
function named(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]{3,}/g) ?? [])
    .filter((w) => !SMALL.test(w))
    .map((w) => w.slice(0, 6));
}

/**
 * "Why is there a time pod in my flowerbed?": a question about something the card's own world has,
 * answered with what the card says of it, when a line of the card shares two naming words with it.
 */
export function worldPlan(facts: CardFacts, t: string, vals: Vals): Plan | null {
  if (!/\?\s*$/.test(t)) return null;
  const last = t.split(/(?<=[.!?])\s+/).pop() ?? t;
  const asked = named(last);
  // Who is on duty today, what is open now: live, not the card's to answer (asks.ts says so honestly).
  if (/\b(?:today|tonight|right now|now|currently|on duty|at the moment|this week)\b/i.test(last))
    return null;
  // Two shared naming words, or one long word ("chronometer") the card uses as it is.
  const rare = last.toLowerCase().match(/[a-z]{7,}/g) ?? [];
  let found = "";
  let score = 1;
  for (const line of [...facts.clauses, ...facts.sentences]) {
    const have = new Set(named(line));
    const whole = new Set(line.toLowerCase().match(/[a-z]{7,}/g) ?? []);
    const n = asked.filter((w) => have.has(w)).length + rare.filter((w) => whole.has(w)).length;
    if (n > score) [found, score] = [line, n];
  }
  if (!found) return null;
  const fact = found.replace(/[.!]+$/, "");
  return plan(W.fact, { ...vals, fact });
}

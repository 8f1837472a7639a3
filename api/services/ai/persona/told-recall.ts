// A fact the member told, asked back in other words: the question (told-question.ts) is matched to
// the told facts (told-facts.ts) by what it is about and by relation, and answered with the value
// of the kind it wants ("what month…?" → the month; "who…?" → the person; "how much…?" → the
// amount). Nothing is guessed: when no told fact fits, another plan answers.
import type { Ctx } from "./context";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { answerRecall, detectRecall } from "./recall";
import { asksInspiration } from "./self-experience";
import { readTold, relationWords, stem, type Told, type ToldFact } from "./told-facts";
import { attachedValue, mentionsSortOf } from "./told-attached";
import { typedRecallLines } from "./told-kind";
import { asksBackPlainly, parseAskBack, type AskBack } from "./told-question";
import type { TypedValue } from "./told-values";
import { reflect } from "./text";
import { saidNameFirstPlan } from "./said-recall";
import { WORDS } from "./words";

interface Scored {
  fact: ToldFact;
  score: number;
}

/** How well a told fact fits a question: its subject, its relation, its other words. */
function score(f: ToldFact, a: AskBack): Scored | null {
  let subject = 0;
  // "Jonas is meeting us": the member is in it, though not its subject.
  if (a.subject[0] === "i") subject = f.byMember ? 2 : /\b(?:us|me|we|our)\b/i.test(f.text) ? 1 : 0;
  else {
    const own = a.subject.filter((k) => f.subject.includes(k)).length;
    // "the date of my race" after "a 5k on june 14": a sort of the thing asked of is the thing.
    const anywhere = a.subject.filter((k) => f.keys.includes(k) || mentionsSortOf(f.text, k)).length;
    subject = own ? 3 + own - 1 : anywhere ? 2 + anywhere - 1 : 0;
  }
  const relation = a.relations.some((r) => f.relations.includes(r)) ? 2 : 0;
  // "the clay thing" is the pottery class: a sort of the word asked counts as the word.
  const others = a.keys.filter(
    (k) => !a.subject.includes(k) && (f.keys.includes(k) || mentionsSortOf(f.text, k)),
  ).length;
  const total = subject + relation + Math.min(2, others);
  // What someone said is only in a clause with a verb of saying or thinking.
  if (a.want === "told" && !relation) return null;
  // "What does my sister do?": a clause whose subject is the sister says it.
  // "What do I do for a living?": the member's own clause about work says it.
  // With no clause about work, "I'm a plumber" says it.
  const ownWork =
    a.subject[0] === "i" &&
    f.byMember &&
    (relation > 0 || (a.relations.includes("job") && /^(?:i'm|i am|im)\s+an?\s+[a-z]/i.test(f.text)));
  if (a.want === "doing") return subject >= 3 || ownWork ? { fact: f, score: total } : null;
  // "What did…?" about someone else, not said to ask back: only a clause about them will do.
  if ((a.want === "thing" || a.want === "told") && !a.marked && !a.mine && subject < 3) return null;
  // "Where did I say I'm from?": said to ask back, a clause of the member's with a place will do.
  const typed = !["thing", "told", "person"].includes(a.want);
  const fits = a.loose
    ? subject >= 3 ||
      (subject && total >= 4) ||
      // "who is coming over later?": no one named, the told clause with its verb and words.
      (!a.subject.length && relation && others >= 2)
    : (subject && a.subject[0] !== "i" && total >= 2) ||
      (a.marked && typed && subject && total >= 2) ||
      (subject && total >= 4) ||
      // "What language am I learning?": the member's own clause with the question's verb.
      (a.subject[0] === "i" && subject && others >= 1 && total >= 3) ||
      (relation && others && total >= 4) ||
      // "what did they first offer me?" with no person named: a typed value in a clause with its verb.
      (!a.subject.length && typed && others >= 1);
  return fits ? { fact: f, score: total } : null;
}

const notAsked = (a: AskBack) => (v: TypedValue) => !a.own.includes(stem(v.text.split(/\s+/).pop()!));

/** "my aunt Greta", "your flatmate, Rafe": a person as the member named them, from the bot's side. */
function person(f: ToldFact, a: AskBack, told: Told): string | null {
  const name = f.values.find((v) => v.kind === "name" && notAsked(a)(v));
  if (name) {
    const before = f.people.find((p) => p.at + p.text.length + 1 >= name.at && p.at < name.at);
    return before ? reflect(`${before.text} ${name.text}`) : name.text;
  }
  // "I need to talk to him tonight": the one "him" stood for when it was said.
  if (f.refers && !a.own.includes(stem(f.refers.split(/\s+/).pop()!))) return f.refers;
  // "he's so intense about clay": the person the clause is about, by the name they were given.
  const subjectName = f.subject.map((s) => told.names.get(s)).find(Boolean);
  if (subjectName && !a.own.includes(stem(subjectName.split(/\s+/).pop()!))) return subjectName;
  const noun = f.people.find((p) => !a.subject.includes(p.head));
  if (!noun) return null;
  const called = told.names.get(noun.head);
  return called ? `${called}, ${reflect(noun.text)}` : reflect(noun.text);
}

const LIST =
  /^((?:[\w'-]+\s+){0,2}[\w'-]+\s+and\s+(?!(?:i|we|he|she|they|it|you|then|so|that|this|there|now|my|our)\b)(?:[\w'-]+\s+){0,2}[\w'-]+)\s*(?=[,.;!?]|$|\s+(?:for|at|on|in|with|to|from|every|each|most|all)\b)/i;

/** The words after the question's word in the fact ("allergic to peanuts" → "peanuts"). */
function thing(f: ToldFact, a: AskBack): string | null {
  const words = f.text.match(/[\w'-]+/g) ?? [];
  // The question's own verb or noun first ("plays" in "what instrument does Ana play?"), then its subject.
  const own = [...a.keys.filter((k) => !a.subject.includes(k)), ...relationWords(a.relations)];
  const anchors = a.subject[0] === "i" ? own : [...own, ...a.subject];
  // "the role I'm interviewing for" → "a marketing role": the thing as the member described it.
  for (const k of a.subject) {
    const word = words.find((w) => stem(w) === k && /^[a-z]/.test(w));
    const described =
      word && f.text.match(new RegExp(`\\b(?:an?|the|my|our)\\s+((?:[a-z-]+\\s+){1,2})${word}\\b`, "i"));
    if (
      described &&
      !/^(?:new|old|little|small|big|good|great|few|lot|bit|whole|same|other|next|last)\s*$/i.test(
        described[1]!,
      )
    )
      return reflect(described[0]);
  }
  for (const k of anchors) {
    const word = words.find((w) => stem(w) === k);
    if (!word) continue;
    const at = f.text.indexOf(word);
    const of = f.text
      .slice(Math.max(0, at - 20), at + 40)
      .match(
        new RegExp(
          `\\b(?:an?|the|some|my)\\s+(?:[\\w-]+\\s+)?${word}\\s+of\\s+(?:[\\w'-]+\\s+){0,2}?[\\w'-]+(?=\\s+(?:in|on|at|from|for|to|with|and|but|that)\\b|[,.;!?*]|$)`,
          "i",
        ),
      );
    if (of) return reflect(of[0]);
    const rest = f.text
      .slice(at + word.length)
      .trim()
      .replace(/^(?:to|of|for|with|about|on|at|in|up|by)\s+/i, "");
    // "mostly potatoes and runner beans": things told together are said back together.
    const list = rest.match(LIST)?.[1];
    if (list && (a.subject[0] === "i" || !a.subject.includes(k))) return reflect(list);
    const after = rest
      .replace(/\s+(?:lol|haha|lmao|tbh)\b.*$/i, "")
      .split(
        /[,.;!?]|\s(?:and|but|so|because|this|that|when|for|since|until|at|in|on|with|from|to|every|last|next|who|which|is|are|was|were)\s/i,
      )[0]!
      .trim();
    if (after && after.split(/\s+/).length <= 6 && (a.subject[0] === "i" || !a.subject.includes(k)))
      return reflect(after);
  }
  return null;
}

const CALENDAR = new RegExp(
  `\\b(?:${[...WORDS.recall.time.months, ...WORDS.recall.time.days].join("|")})s?\\b`,
  "gi",
);

/** The value of the kind a question wants, in a fact; null when it has none. */
function valueFor(f: ToldFact, a: AskBack, told: Told): string | null {
  const of = (kind: TypedValue["kind"]) => f.values.filter((v) => v.kind === kind).filter(notAsked(a));
  switch (a.want) {
    case "time": {
      const times = of("time");
      // "what's the date?" is answered by "on june 14", a month with its day.
      const fits = (t: TypedValue) =>
        !a.time || t.time === a.time || (a.time === "day" && t.time === "month" && /\d/.test(t.text));
      const time = (times.find(fits) ?? (a.time ? undefined : times[0]))?.text;
      // "june 14" typed in lower case is said back as a date: "June 14".
      return time?.replace(CALENDAR, (w) => w.charAt(0).toUpperCase() + w.slice(1)) ?? null;
    }
    case "place":
      return (of("place")[0] ?? of("spot")[0])?.text ?? null;
    case "amount":
      return (of("amount")[0] ?? of("number")[0])?.text ?? null;
    case "number":
      return of("number")[0]?.text ?? null;
    case "age":
      return (of("age")[0] ?? of("number")[0])?.text ?? null;
    case "name": {
      // "a missing girl named Wren": the name after the question's noun is the one asked for.
      const lower = f.text.toLowerCase();
      const after = Math.min(
        ...[...a.subject, ...a.keys].map((k) => lower.indexOf(k)).filter((at) => at >= 0),
      );
      const names = of("name");
      return (names.find((v) => v.at > after) ?? names[0])?.text ?? null;
    }
    case "person":
      return person(f, a, told);
    case "thing":
      return thing(f, a);
    case "doing":
      // "im a night nurse in Winnipeg so travel feels like a dream": the work, not the aside after it.
      return reflect(
        f.text.split(/,?\s+(?:so|because|but|and)\s+(?!(?:a|an|the)\b)/i)[0]!.replace(/[.!?]+$/, ""),
      );
    default: {
      // "smelling it still calms me" is said back with what "it" was: "smelling lavender…".
      const text = f.it ? f.text.replace(/\bit\b/i, f.it) : f.text;
      return reflect(text.replace(/[.!?]+$/, ""));
    }
  }
}

const SAME_AS = new Map(Object.entries(WORDS.life.sameAs).map(([k, ws]) => [stem(k), ws.map(stem)] as const));
/** Other words for the same person or pet ("groom" → "husband", "fiancé"), as stems. */
const sameAs = (s: string) => SAME_AS.get(s) ?? [];

/** A goal asked back, as a stem ("goal", "aim", "target"). */
const GOAL = /^(?:goal|aim|target|plan|dream|resolution)$/;
const WANTS =
  /\b(?:i|we)\s+(?:really\s+)?(?:want|wanna|'d like|would like|hope|plan|am aiming|'m aiming|aim|am going to|'m going to)\b/i;

/** The answer to one question asked back, from the facts that fit it best; null when none does. */
export function answerAskBack(asked: AskBack, told: Told): { value: string; told: boolean } | null {
  // "he", "she": the last person the member told of, so the question is about what they told.
  let a = asked.subject[0] === "@person" ? { ...asked, subject: told.lastPerson, mine: true } : asked;
  if (!a.subject.length && !a.keys.length) return null;
  // "where's layla off to?": a name typed in lower case is still the one it names.
  if (!a.subject.length) {
    const known = new Set([...told.names.values()].flatMap((n) => n.split(/\s+/)).map(stem));
    const named = a.keys.filter((k) => known.has(k));
    if (named.length) a = { ...a, subject: named };
  }
  // "what was my goal again": the member's own latest clause of wanting or aiming.
  if (a.mine && a.subject.length === 1 && GOAL.test(a.subject[0]!)) {
    const wish = told.facts.findLast((f) => f.byMember && WANTS.test(f.text));
    if (wish) return { value: reflect(wish.text.replace(/[.!?]+$/, "")), told: true };
  }
  // "the name of the street the shop is on": the name told with the noun asked of comes first.
  const attached = attachedValue(a, told);
  if (attached) return { value: attached, told: false };
  if (a.want === "name")
    for (const s of a.subject) {
      // "the groom's name" after "her husband is called Bastian": the same person, another word.
      // "the fish's name" after "a goldfish named Bubbles": the noun the told one ends with.
      const called =
        told.names.get(s) ??
        [...told.names].find(([k]) => k.length > s.length + 2 && k.endsWith(s))?.[1] ??
        sameAs(s)
          .map((k) => told.names.get(k))
          .find(Boolean);
      if (called) return { value: called, told: false };
    }
  // "what's my dog afraid of" after "her name is Pretzel. she's scared of…": the dog by its name too.
  const names = a.subject.map((s) => told.names.get(s)?.split(/\s+/).pop()).filter((n) => n !== undefined);
  if (names.length) a = { ...a, subject: [...new Set([...a.subject, ...names.map(stem)])] };
  const earliest = a.keys.some((k) => /^(?:first|original|initial)/.test(k));
  const ranked = told.facts
    .map((f, k) => ({ s: score(f, a), k }))
    .filter((x): x is { s: Scored; k: number } => x.s !== null)
    // "what did they first offer?": of facts that fit as well, the earliest told, else the latest.
    .sort((x, y) => y.s.score - x.s.score || (earliest ? x.k - y.k : y.k - x.k));
  for (const { s } of ranked) {
    const value = valueFor(s.fact, a, told);
    if (value) return { value, told: a.want === "told" || a.want === "doing" };
  }
  return null;
}

/** The reply lines for the facts asked back in the message, or null when it asks none we know. */
export function toldFactLines(ctx: Ctx, vals: Vals): string[] | null {
  const typed = typedRecallLines(ctx, vals);
  if (typed?.length) return typed;
  // What recall.ts already knows ("what's my name?") it answers itself, unless the message asks
  // more than that ("what's my dog called and what's she afraid of").
  const recall = detectRecall(ctx.message);
  const asked = parseAskBack(ctx.message);
  if (recall && asked.length < 2 && answerRecall(recall, ctx.facts, ctx.userName).known) return null;
  const told = readTold(ctx.history, [ctx.bot.name, ctx.userName, ...ctx.others]);
  const answersTo = (message: string) =>
    parseAskBack(message)
      .map((a) => answerAskBack(a, told))
      .filter((x) => x !== null);
  // "what was her name?" is asked of the person "her" stands for, not of "Leila's name".
  const said = ctx.history[ctx.history.length - 1]?.content ?? ctx.message;
  const resolved = asked.map((a) => answerAskBack(a, told)).filter((x) => x !== null);
  const answers = resolved.length ? resolved : said === ctx.message ? [] : answersTo(said);
  if (!answers.length) return null;
  if (answers.length === 1 && answers[0]!.told)
    return fillAll(WORDS.recall.answers.told, { ...vals, told: answers[0]!.value });
  const values = answers.map((x) => x.value);
  const answer =
    values.length > 1 ? `${values.slice(0, -1).join(", ")}, and ${values[values.length - 1]}` : values[0]!;
  // "750. You told me…" would be read as a numbered list when the reply is rendered.
  const lines = fillAll(WORDS.recall.answers.value, { ...vals, answer });
  const safe = lines.filter((l) => !/^\d[\d,]*\.\s/.test(l));
  return safe.length ? safe : lines.map((l) => `That's ${l}`);
}

/** The plan answering a told fact asked back, or null. */
export function toldFactPlan(ctx: Ctx, vals: Vals): Plan | null {
  // "What inspired it?" after praise of a song asks where the bot's song came from (about-self.ts).
  if (asksInspiration(ctx.message.replace(/[’‘]/g, "'"))) return null;
  const lines = toldFactLines(ctx, vals);
  if (!lines?.length) return null;
  return { ...basePlan(lines), followChance: 0, weaveChance: 0, actionChance: 2, addOns: false };
}

/**
 * The told fact answered before a scene takes the question: when the question says it asks back
 * ("again", "the jar I brought you") or asks a kind, colour, owner or diet the member told.
 */
export function toldFirstPlan(ctx: Ctx, vals: Vals): Plan | null {
  // "what was the neighbours name": a name asked back, from the turn that gave it, before a scene.
  if (!asksBackPlainly(ctx.message) && !typedRecallLines(ctx, vals)?.length)
    return saidNameFirstPlan(ctx, vals);
  return toldFactPlan(ctx, vals) ?? saidNameFirstPlan(ctx, vals);
}

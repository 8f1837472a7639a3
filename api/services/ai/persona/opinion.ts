// "I'm thinking about adopting a cat. Good idea?": a question whose "it" or "that" is the plan in
// the sentence before (or in the user's previous message). The answer names the plan, gives an
// opinion and one concrete thing to weigh, before anything else is added.
import type { Ctx } from "./context";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { personaLibraries } from "./libs";
import { seededRandom } from "./random";
import { cardLikes } from "./self";
import { capitalize, reflect } from "./text";
import { WORDS } from "./words";

const ASKS = new RegExp(
  `\\b(?:${WORDS.opinions.asks.map((a) => a.replace(/\s+/g, "\\s+")).join("|")})\\b`,
  "i",
);
const PLAN =
  /\b(?:thinking (?:about|of)|considering|planning(?: on| to)?|(?:says|said|thinks|reckons|suggested|suggests) (?:i|we) should|want(?:ed)? to|wanna|going to|gonna|might|hoping to|would like to|'d like to|about to|decided to)\s+(.+?)\s*(?:[.!?]|$)/i;
const TOPICS = WORDS.opinions.topics.map((t) => ({ about: new RegExp(t.about, "i"), points: t.points }));

/** The plan a message (or the one before it) talks about: "adopting a cat". */
function planIn(text: string): string | null {
  const m = text.replace(/[’‘]/g, "'").match(PLAN);
  if (!m) return null;
  const words = m[1]!.split(/\s+/).slice(0, 8).join(" ");
  return gerunds(reflect(words).replace(/[,;:]+$/, ""));
}

/** "quit your job and open a bakery" → "quitting your job and opening a bakery". */
export function gerunds(plan: string): string {
  const nlp = personaLibraries()?.nlp;
  if (!nlp || /^\w+ing\b/.test(plan)) return plan;
  // "start meditating" stays as it is: "starting meditating" says it twice.
  return plan.replace(/(^|\band\s+)([a-z]+)\b(?!\s+[a-z]+ing\b)/g, (whole, before: string, word: string) => {
    const doc = nlp(`I ${word} it`);
    if (!doc.has("#Infinitive") && !doc.has("#PresentTense")) return whole;
    const ing = String(doc.verbs().toGerund().out("text")).replace(
      /^(?:I\s+)?(?:am\s+|is\s+|are\s+)?|\s+it$/g,
      "",
    );
    return /^\w+ing$/.test(ing) ? `${before}${ing}` : whole;
  });
}

/** "I've always wanted to learn guitar. Is it hard?": how hard the plan is, from the bot's own practice. */
function difficultyPlan(ctx: Ctx, vals: Vals, plan: string): Plan {
  const own = cardLikes(ctx.cardText, plan) ? WORDS.self.hardOwn : [];
  const lines = WORDS.self.hard.flatMap((line, k) =>
    fillAll([own.length ? `${own[k % own.length]} ${line}` : line], { ...vals, plan }),
  );
  return { ...basePlan(lines.map(capitalize)), followChance: 0, weaveChance: 1, actionChance: 2 };
}

const WORTH =
  /^(?:is|are|would|will) (?!it\b|that\b|this\b)(.{3,50}?) (?:be |really )?worth (.{3,50}?)\s*\?$/i;

/** "Is the extra money worth that commute?": the two weighed, named as the member named them. */
function worthPlan(ctx: Ctx, vals: Vals, last: string): Plan | null {
  const m = last.trim().match(WORTH);
  if (!m || /^it$/i.test(m[2]!)) return null;
  const lines = WORDS.opinions.worth.flatMap((line) =>
    fillAll([line], { ...vals, what: reflect(m[1]!), cost: reflect(m[2]!) }),
  );
  return { ...basePlan(lines.map(capitalize)), followChance: 0, weaveChance: 1, actionChance: 2 };
}

export function opinionPlan(ctx: Ctx, vals: Vals): Plan | null {
  const sentences = ctx.message.split(/(?<=[.!?])\s+/);
  const last = sentences[sentences.length - 1] ?? "";
  const worth = worthPlan(ctx, vals, last);
  if (worth) return worth;
  if (/^(?:is|was|would) (?:it|that) (?:\w+ )?(?:hard|difficult|easy|tough|tricky)\??$/i.test(last.trim())) {
    const plan = planIn(sentences.slice(0, -1).join(" "));
    if (plan) return difficultyPlan(ctx, vals, plan);
  }
  if (!/\?\s*$/.test(last) || !ASKS.test(last) || last.split(/\s+/).length > 8) return null;
  // "What should I pack?" asks for advice on the plan, not a view of it.
  if (/^(?:what|which|where|when|how|who)\b.*\bshould (?:i|we)\b/i.test(last.trim())) return null;
  const before = sentences.slice(0, -1).join(" ");
  const previous = [...ctx.history].reverse().filter((t) => t.role === "user")[1]?.content ?? "";
  const plan = planIn(before) ?? (before ? null : planIn(previous));
  if (!plan) return null;
  const topic = TOPICS.find((t) => t.about.test(plan));
  const dice = seededRandom(`${ctx.seed}:opinion`);
  const points = dice.rotate(topic?.points ?? WORDS.opinions.points);
  const lines = WORDS.opinions.lines.flatMap((line, k) =>
    fillAll([line], { ...vals, plan, point: capitalize(points[k % points.length]!) }),
  );
  return { ...basePlan(lines.map(capitalize)), followChance: 0, weaveChance: 2, actionChance: 2 };
}

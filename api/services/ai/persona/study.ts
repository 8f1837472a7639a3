// Help with studying: "what's the difference between speed and velocity?" (words/differences.json);
// "quiz tomorrow on speed distance time and i'm lost" explained with its formula, "give me one
// practice question with the answer hidden" set on the chat's topic, and the member's answer to it
// checked (words/study-topics.json). A tutor's plain words, each said once per chat.
import type { Ctx } from "./context";
import { withDigits } from "./number-words";
import { basePlan, fixedPlan, type Plan } from "./plan";
import { quantitiesIn } from "./quantities";
import { seededRandom } from "./random";
import { termMatcher, termsPattern, unsaid } from "./term-match";
import { WORDS } from "./words";

type Topic = (typeof WORDS.studyTopics.topics)[number];
type Practice = Topic["practice"][number];

const TOPICS = termMatcher(WORDS.studyTopics.topics);
const PAIRS = WORDS.differences.pairs.map((pair) => ({
  lines: pair.lines,
  first: termsPattern(pair.match[0]),
  second: termsPattern(pair.match[1]),
}));

/** "what's the difference between…", "affect vs effect", "is a virus different from bacteria". */
const DIFFERENCE =
  /\bdifferen(?:ce|t)\b|\bdiffer\b|\bvs\.?(?=\s)|\bversus\b|\bsame (?:thing )?as\b|\bmix(?:ed)? up\b|\bconfuse\b/i;
/** Asking for the topic to be made clear: a quiz on it, lost in it, "explain it". */
const EXPLAIN =
  /\b(?:quiz|test|exam|homework|revision|revise|revising|studying|assignment|lesson)\b|\b(?:don'?t|do not) (?:get|understand)\b|\bexplain\b|\bi'?m (?:so |totally |completely )?(?:lost|confused|stuck)\b|\bhelp me (?:with|understand)\b|\bhow does\b.*\bwork\b/i;
/** "give me one practice question", "quiz me", "test me on it", "another one". */
const PRACTICE =
  /\b(?:practi[cs]e|sample|example|test|quiz|exam)[- ](?:question|problem|q)s?\b|\bquiz me\b|\btest me\b|\bgive me (?:a|one|another) (?:question|problem|sum)\b|\banother (?:question|problem|one)\b/i;
/** "…with the answer hidden", "don't tell me the answer". */
const HIDDEN =
  /\banswer (?:hidden|hid)\b|\bhide the answer\b|\bdon'?t (?:tell|show|give) me the answer\b|\bwithout the answer\b|\bno answer\b/i;
/** A short answer: "12 km", "is it 75?", "3 hours". */
const SHORT_ANSWER =
  /^\W*(?:(?:is it|it'?s|i got|i get|got|um+|so|ok)\s+)?[\d.,/]+(?:\s*[a-z/]+){0,2}\s*\??\s*$/i;
/** A question set or an answer checked is said as it is: no drill or action around it. */
const SET_AS_IS = { addOns: false, actionChance: 0 };
/** How many member turns back the topic of a practice question is looked for. */
const LOOKBACK = 20;

/** The two things a "difference" question names, answered. */
function differencePlan(ctx: Ctx): Plan | null {
  if (!DIFFERENCE.test(ctx.message)) return null;
  const pair = PAIRS.find((p) => p.first.test(ctx.message) && p.second.test(ctx.message));
  const lines = pair ? unsaid(ctx, pair.lines) : [];
  return lines.length ? { ...basePlan(lines), followChance: 1, weaveChance: 0, addOns: false } : null;
}

/** The topic the message names, or the latest one of the member's recent turns. */
function topicOfChat(ctx: Ctx): Topic | undefined {
  const said = ctx.history
    .filter((t) => t.role === "user")
    .slice(-LOOKBACK)
    .map((t) => t.content)
    .reverse();
  for (const text of [ctx.message, ...said]) {
    const topic = TOPICS.best(text);
    if (topic) return topic;
  }
  return undefined;
}

function explainPlan(ctx: Ctx): Plan | null {
  // "What's 15% of 40? I don't get percentages" wants the sum worked out first.
  if (!EXPLAIN.test(ctx.message) || /\d/.test(withDigits(ctx.message))) return null;
  const topic = TOPICS.best(ctx.message);
  const lines = topic ? unsaid(ctx, topic.explain) : [];
  return lines.length ? { ...basePlan(lines), followChance: 1, weaveChance: 0, addOns: false } : null;
}

/** A practice question on the chat's topic not set before, its answer given unless asked hidden. */
function practicePlan(ctx: Ctx): Plan | null {
  if (!PRACTICE.test(ctx.message)) return null;
  const topic = topicOfChat(ctx);
  if (!topic) return null;
  const asked = ctx.history.filter((t) => t.role === "assistant").map((t) => t.content);
  const fresh = topic.practice.filter((p) => !asked.some((reply) => reply.includes(p.question)));
  const chosen = seededRandom(`${ctx.seed}:practice`).rotate(fresh.length ? fresh : topic.practice);
  const hidden = HIDDEN.test(ctx.message);
  return fixedPlan(
    chosen.map((p) =>
      hidden
        ? `Here's one: ${p.question}\n\nTell me what you get and I'll check it.`
        : `Here's one: ${p.question}\n\nAnswer, once you've had a go: ${p.answer}.`,
    ),
    SET_AS_IS,
  );
}

/** The practice question set in the bot's last reply, if any. */
function questionSet(ctx: Ctx): Practice | undefined {
  const last = ctx.history.findLast((t) => t.role === "assistant")?.content ?? "";
  if (!last.includes("Here's one: ")) return undefined;
  return WORDS.studyTopics.topics.flatMap((t) => t.practice).find((p) => last.includes(p.question));
}

/** "12 km?" after a practice question: right or not, with the working. */
function answerCheckPlan(ctx: Ctx): Plan | null {
  const practice = questionSet(ctx);
  const text = withDigits(ctx.message);
  if (!practice || !SHORT_ANSWER.test(text)) return null;
  const given = quantitiesIn(text)[0]?.value;
  const right = quantitiesIn(practice.answer)[0]?.value;
  if (given === undefined || right === undefined) return null;
  const close = Math.abs(given - right) <= Math.max(0.01, Math.abs(right) * 0.01);
  const lines = close
    ? [`Yes! ${practice.answer}. Nicely done.`, `Spot on: ${practice.answer}.`]
    : [`Not quite: it's ${practice.answer}. Have another look at the working, then try the next one.`];
  return fixedPlan(lines, SET_AS_IS);
}

/** The study help this message asks for, or null. */
export function studyPlan(ctx: Ctx): Plan | null {
  return answerCheckPlan(ctx) ?? differencePlan(ctx) ?? practicePlan(ctx) ?? explainPlan(ctx);
}

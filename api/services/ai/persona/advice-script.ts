// The words to say about the member's own situation, when no situation on file (coach.ts) covers
// it: the situation is the member's latest sentence about themselves ("im now doing my old boss's
// job without the title or the pay"), kept in their own person inside the quote; what to ask for
// comes from what it says is missing ("without the title or the pay"), else from what it is about
// (pay, hours, workload); a figure they told ("the role usually pays 61,500") goes in as they said
// it. "What exactly do I say?", "one sentence to open the meeting", "why would they say yes?" and
// "a plan for the 2 weeks before" are each answered from those parts. Words: words/advice-script.json.
import type { Ctx } from "./context";
import { coachKnows } from "./coach";
import { withDigits } from "./number-words";
import { runsScenes } from "./scene-route";
import { answerPlan, fill, fillAll, type Plan } from "./plan";
import { capitalize, reflect, splitSentences } from "./text";
import { WORDS } from "./words";

const S = WORDS.adviceScript;
const KINDS = S.kinds.map((k) => ({ ...k, re: new RegExp(k.about, "i") }));
/** How many of the member's messages back the situation is looked for. */
const LOOKBACK = 12;

const SAY =
  /\bwhat (?:exactly |even )?(?:do|should|would|can|could) i (?:even |actually )?say\b|\b(?:the )?(?:actual|exact) words\b|\bword for word\b|\b(?:give|write) me (?:a |the )?script\b|\bhow (?:do|should|would) i (?:ask (?:for it|him|her|them)|bring (?:it|this|that) up|phrase (?:it|that))\b/i;
const OPEN =
  /\b(?:one|a|an|the|first|opening) (?:sentence|line)\b[^?]*\b(?:open|start|begin|kick off)\b|\bhow (?:do|should|would) i (?:open|start|begin) (?:the|that|this) (?:meeting|conversation|talk|call)\b/i;
const WHY_YES =
  /\bwhy (?:would|should|will) (?:they|he|she|my \w+|anyone|the company) (?:ever )?(?:say yes|agree|accept|go for it|give (?:it|me)|do (?:it|that))\b|\bwhat'?s in it for (?:them|him|her)\b/i;
const PLAN =
  /\b(?:make|give|write|build|draw up) me (?:a |an )?(?:\w+ )?plan\b|\bplan for the (?:next )?\S+ (?:days?|weeks?|months?)\b/i;
const SPAN = /\b(\d+|a|one|two|three|four|a couple of)\s+(days?|weeks?|months?)\b/i;
const NUMBERS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, "a couple of": 2 };

/** A sentence about the member's own state: "I'm doing…", "my team got…", "I've been…". */
const OWN =
  /\b(?:i'?m|i am|i'?ve been|i have been|i got|i was|i need|i want|we got|my (?:team|boss|manager|company|job|role|hours|shifts?|workload|contract|landlord)\b)/i;
const SMALL = /^(?:hi|hey|hello|morning|ok|okay|so|and|but|well|lol|tbh|anyway)\b[\s,.!]*/i;
/** An amount of money as a member types it: 61,500, 52k, £900, $4,000. */
const MONEY = /(?:[$£€]\s?\d|\b\d{1,3}(?:,\d{3})+\b|\b\d+(?:\.\d+)?k\b|\b\d{4,}\b)/i;

/** The member's casual spelling as they would say it out loud ("im" → "I'm"). */
function ownWords(text: string): string {
  return text
    .replace(/[’‘]/g, "'")
    .replace(/\bi\b/g, "I")
    .replace(/\bim\b/gi, "I'm")
    .replace(/\bive\b/gi, "I've")
    .replace(/\bid\b/gi, "I'd")
    .replace(/\bdont\b/gi, "don't")
    .replace(/\bcant\b/gi, "can't")
    .replace(
      /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december)\b/g,
      (w) => capitalize(w),
    )
    .replace(/\b(?:tbh|lol|btw|like)\b\s*/gi, "")
    .replace(/[.!?,\s]+$/, "")
    .trim();
}

/** The member's sentences, newest first, with the question's own message left out. */
function toldSentences(ctx: Ctx): string[] {
  return ctx.history
    .filter((t) => t.role === "user")
    .slice(-LOOKBACK)
    .slice(0, -1)
    .reverse()
    .flatMap((t) => splitSentences(t.content).reverse())
    .filter((s) => !/\?\s*$/.test(s))
    .map((s) => {
      let out = s;
      while (SMALL.test(out)) out = out.replace(SMALL, "");
      return out;
    });
}

interface Situation {
  told: string;
  figure?: string;
  want: string;
  kind: (typeof KINDS)[number] | typeof S.general;
}

/** Something is missing or unfair in it: "without the title", "no raise", "but not paid for it". */
const GRIEVANCE =
  /\bwithout (?:the |a |an |any |my )?\w+|\b(?:no|not|never|still no|haven'?t|hasn'?t|didn'?t|unpaid|underpaid|unfair)\b/i;

/** A feeling told is not the situation ("im nervous ill freeze up"). */
const FEELING = /\b(?:nervous|scared|worried|anxious|excited|happy|sad|stressed|afraid|freeze|freak)\b/i;

function situationOf(ctx: Ctx, sentences = toldSentences(ctx)): Situation | null {
  const own = sentences.filter(
    (s) => OWN.test(s) && s.split(/\s+/).length >= 6 && !MONEY.test(s) && !FEELING.test(s),
  );
  // One about something on file (pay, hours, workload) before any other.
  const told = own.find((s) => KINDS.some((k) => k.re.test(s))) ?? own[0];
  // A situation on file is the coach's, unless what is missing in it is the member's own.
  if (!told || (coachKnows(told) && !GRIEVANCE.test(told))) return null;
  const figure = sentences.find((s) => MONEY.test(s) && !/%/.test(s) && !/\?/.test(s));
  const kind = KINDS.find((k) => k.re.test(told)) ?? S.general;
  // "…without the title or the pay": what is missing is what to ask for.
  const lacks = told.match(
    /\bwithout ((?:any |the |my |a |an )?(?:\w+ (?=(?!or\b|and\b|nor\b|since\b|for\b|at\b|in\b|on\b|from\b)\w))?\w+(?: (?:or|and|nor) (?:the |my |a |an )?\w+)?)/i,
  )?.[1];
  const want = lacks
    ? `${lacks.replace(/^any /i, "").replace(/\b(?:or|nor)\b/, "and")} to match the work I'm doing`
    : kind.want;
  // The figure's sentence up to its amount ("the role I'm covering usually pays 61,500").
  const said = figure?.match(new RegExp(`^.*?${MONEY.source}[\\w,.]*`, "i"))?.[0];
  return {
    told: ownWords(told),
    figure: said
      ? `${capitalize(ownWords(said.split(/[.;:]\s|\band\b/).find((p) => MONEY.test(p)) ?? said))}. `
      : undefined,
    want,
    kind,
  };
}

function spanOf(text: string): { count: number; unit: string; span: string } {
  const m = withDigits(text).match(SPAN);
  const count = m ? (NUMBERS[m[1]!.toLowerCase()] ?? Number(m[1])) : 1;
  const unit = (m?.[2] ?? "week").toLowerCase().replace(/s$/, "");
  return { count, unit, span: count > 1 ? `${count} ${unit}s` : unit };
}

/** The plan's steps shared out over the span: by week for weeks, by day for days. */
function planLines(steps: readonly string[], text: string, goal: string, k: number): string {
  const { count, unit, span } = spanOf(text);
  const parts = unit === "day" ? Math.min(count, steps.length) : Math.max(1, Math.min(count, 4));
  const label = (i: number) =>
    unit === "day" ? `Day ${i + 1}` : unit === "month" ? `Month ${i + 1}` : `Week ${i + 1}`;
  const out: string[] = [];
  for (let i = 0; i < parts; i++) {
    const mine = steps.slice(
      Math.floor((i * steps.length) / parts),
      Math.floor(((i + 1) * steps.length) / parts),
    );
    if (!mine.length) break;
    // The last week ends on the day itself: the meeting, the talk, the call.
    const when =
      unit === "week" && count > 1 && i === parts - 1 ? `${label(i)} (ending the day before)` : label(i);
    out.push(`${when}: ${mine.join(" ")}`);
  }
  return [fill(S.planIntro[k % S.planIntro.length]!, { span, goal }) ?? "", ...out].join("\n");
}

/** The member's own situation just told, with something missing in it: said back, and what to do. */
export function scriptToldPlan(ctx: Ctx): Plan | null {
  if (/\?/.test(ctx.message)) return null;
  const sentences = splitSentences(ctx.message).map((s) =>
    s.replace(/^(?:(?:hi|hey|hello|so|and|but|well|ok)\b[\s,.!]*)+/i, ""),
  );
  const situation = situationOf(ctx, sentences.reverse());
  if (!situation || situation.kind === S.general || !GRIEVANCE.test(situation.told)) return null;
  const said = reflect(situation.told.charAt(0).toLowerCase() + situation.told.slice(1));
  return answerPlan(
    fillAll(S.told, {
      situation: said,
      want: situation.want.replace(/\bmy\b/g, "your").replace(/\bI'm\b/g, "you're"),
    }),
  );
}

/** The words to say, the opening line, why they'd agree, or a plan, for the member's own situation. */
export function scriptPlan(ctx: Ctx): Plan | null {
  // As typed: "bring it up with her" is the shape of the ask, whoever "her" is.
  const text = ctx.history.at(-1)?.content ?? ctx.message;
  const asks = SAY.test(text)
    ? "say"
    : OPEN.test(text)
      ? "open"
      : WHY_YES.test(text)
        ? "why"
        : PLAN.test(text)
          ? "plan"
          : null;
  if (!asks) return null;
  const situation = situationOf(ctx);
  // In a scene, "give me a plan" is the scene's, unless the member told a situation of their life.
  if (!situation || (situation.kind === S.general && runsScenes(ctx))) return null;
  const { told, figure, want, kind } = situation;
  const vals = { situation: told, want };
  // A figure told goes in as said; without one the line reads on without it.
  const withFigure = (lines: readonly string[]) => lines.map((l) => l.replace(/\{figure\}/gi, figure ?? ""));
  if (asks === "say") return answerPlan(fillAll(withFigure(S.say), vals));
  if (asks === "open") return answerPlan(fillAll(S.open, vals));
  if (asks === "why") return answerPlan(S.why.map((l) => l.replace("{reasons}", kind.reasons.join(" "))));
  const goal = S.goal.replace("{want}", want.replace(/\bI'm\b/g, "you're").replace(/\bmy\b/g, "your"));
  return answerPlan([0, 1].map((k) => planLines(kind.plan, text, goal, k)));
}

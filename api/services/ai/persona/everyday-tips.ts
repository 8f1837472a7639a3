// Everyday help asked for in a few words ("can never fall asleep before an early shift. tips?",
// "my grip gives out before my arms do. fix?"): practical common sense from words/everyday-tips.json,
// for a problem none of the engine's own plans answers (advice-plan.ts with no steps on file, the
// last plan before small talk), rather than "I can't look that up". A tip is given once per chat.
import type { Ctx } from "./context";
import { basePlan, fixedPlan, type Plan } from "./plan";
import { termMatcher, unsaid } from "./term-match";
import { WORDS } from "./words";

type Tip = (typeof WORDS.everydayTips.tips)[number];

const TIPS = termMatcher(WORDS.everydayTips.tips);

/** Help asked for in so many words: tips, a fix, what to do or say. */
const ASKS_HELP =
  /\b(?:tips?|advice|ideas?|fix|help|save|rescue|suggestions?|tricks?|hacks?|what (?:should|can|do|could) (?:i|we)|how (?:do|can|should|could) (?:i|we)|what to (?:do|say)|something to (?:say|do)|(?:can|could|would) you give me|one (?:tiny|small|little) thing|emergency|sos)\b/i;

/** A message that opens with a short question: "seating plan?", "burnt toast smell?". */
const BARE_ASK = /^[^.!?]{3,30}\?/;

/** What the asking plan knows of the ask (advice-plan.ts). */
export interface TipAsk {
  /** A how-to's own words ("get a wine stain out of a shirt"): the tip comes as steps for it. */
  purpose?: string;
  /** Where the problem may be named: the message with the one before, for "any other tips?". */
  about?: string;
  /** What a tip found only in the message before is about ("the guitar"), said first. */
  subject?: string;
}

const lowerFirst = (line: string) => `${line.charAt(0).toLowerCase()}${line.slice(1)}`;

/** The plan for everyday help the message asks for, or null when it asks none or no tip knows it. */
export function everydayTipsPlan(ctx: Ctx, { purpose, about, subject }: TipAsk = {}): Plan | null {
  const message = ctx.message.replace(/[’‘]/g, "'");
  // "seating plan? 9 people, round table": a short question naming the problem asks for help too.
  if (!ASKS_HELP.test(message) && !BARE_ASK.test(message)) return null;
  const fresh = (tip: Tip) => unsaid(ctx, tip.lines);
  const usable = (tip: Tip) => fresh(tip).length > 0;
  const named = TIPS.best(message, usable);
  // The problem named before is only for an ask in so many words ("what should i make first"), not
  // for a short question of its own ("is a rail pass worth it?").
  const before =
    about && ASKS_HELP.test(message) ? TIPS.best(about.replace(/[’‘]/g, "'"), usable) : undefined;
  const tip = named ?? before;
  if (!tip) return null;
  // Led by what it is for (a how-to's words, or the subject of the message before), the tip comes
  // as steps, as the advice on file is given (advice-plan.ts).
  const lead = purpose ? `To ${purpose}:` : !named && subject ? `About ${subject}:` : null;
  if (!lead) return { ...basePlan(fresh(tip)), followChance: 1, weaveChance: 0, actionChance: 2 };
  const asSteps = (line: string) => {
    const steps = line.split(/(?<=[.?!])\s+/);
    return steps.length > 1
      ? [lead, ...steps.map((step, i) => `${i + 1}. ${step}`)].join("\n")
      : `${lead} ${lowerFirst(line)}`;
  };
  return fixedPlan(fresh(tip).map(asSteps));
}

// The member hard on themselves ("i feel kinda dumb being this weak at 41", "i think i'll fail
// lol"), running on empty ("i give everything at work and nothing's left for me") or back from a
// long stretch ("long week. we had 11 births on my shift"): met with what the chat itself shows
// (the practice score they got, where they started and the goal they set), not their words said
// back with "tell me more". Words: words/talk.json "hardOnSelf".
import { memberTurnsBefore, type Ctx } from "./context";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { WORDS } from "./words";

const W = WORDS.talk.hardOnSelf;

/** Putting themselves down, or sure they will fail. */
const DOUBT =
  /\bi(?:'m| am| m| feel)\s+(?:so |kinda |kind of |a bit |a little |really |such an? |pretty |like |just )*(?:dumb|stupid|useless|pathetic|hopeless|worthless|a failure|an idiot|a fraud|not good enough|too old)\b|\bi(?:'ll| will|'m going to| am going to|'m gonna| am gonna| gonna)\s+(?:totally |probably |definitely |so |just )?(?:fail|flunk|bomb|mess (?:it |this )?up|blow it|choke)\b/i;
/** "I'm just bad at maths": what they think they are bad at. */
const BAD_AT =
  /\bi(?:'m| am| m) (?:so |really |just |kinda |totally )*(?:bad|terrible|hopeless|rubbish|useless|awful) at (?!(?:it|this|that|everything|all|life)\b)([a-z]+)/i;
/** Giving everything and nothing left for themselves. */
const DRAINED =
  /\b(?:give|giving|gave|put)\s+(?:it\s+)?(?:everything|my all|all i(?:'ve)? (?:have|got)|all of me|so much)\b[^.!?]*\b(?:nothing|none)\b|\bnothing(?:'s| is) left (?:for|of) me\b|\brunning on empty\b|\bi(?:'m| am| feel) (?:so |totally |completely |just )?(?:drained|burnt out|burned out|spent|used up)\b/i;
/** A long stretch just behind them. */
const LONG_STRETCH = /\b(?:long|hard|rough|brutal|exhausting) (?:week|day|shift|night|month)\b/i;
/** "we had 11 births on my shift": what the stretch held, counted. */
const COUNTED = /\b(\d+)\s+([a-z]+s)\b/i;
/** A score the member got: "i got 34 out of 40 on the practice test". */
const SCORE = /\b(?:got|scored|get|made)\s+(\d+(?:\.\d+)?)\s*(?:\/|out of)\s*(\d+)\b/i;
/** Where they start and the goal they set: "i can do 2 pullups. i want 10 by march". */
const CAN_NOW =
  /\bi can (?:only )?(?:do|run|lift|swim|hold|manage|play|read) (\d+(?:\.\d+)?\s*(?:[a-z-]+)?)/i;
const GOAL =
  /\b(?:i want(?: to (?:do|get to|hit|reach))?|goal is|aim(?:ing)? for|get to|hit)\s+(\d+(?:\.\d+)?)\b/i;

/** The member's earlier turns, newest first. */
const earlier = (ctx: Ctx) =>
  memberTurnsBefore(ctx)
    .map((t) => t.replace(/[’‘]/g, "'"))
    .reverse();

/** What the chat shows against the doubt: a score, or a start and a goal. */
function evidence(ctx: Ctx, vals: Vals): string[] {
  const said = earlier(ctx);
  const score = said.map((t) => t.match(SCORE)).find(Boolean);
  if (score) {
    const [got, of] = [Number(score[1]), Number(score[2])];
    if (of > 0 && got <= of) {
      const percent = `${Math.round((got / of) * 100)}%`;
      return fillAll(W.doubtScore, { ...vals, score: `${score[1]} out of ${score[2]}`, percent });
    }
  }
  const now = said.map((t) => t.match(CAN_NOW)?.[1]).find(Boolean);
  const goal = said.map((t) => t.match(GOAL)?.[1]).find(Boolean);
  return now && goal ? fillAll(W.doubtStart, { ...vals, now: now.trim(), goal }) : [];
}

/** The plan for the member hard on themselves, drained or back from a long stretch; else null. */
export function hardOnSelfPlan(ctx: Ctx, vals: Vals): Plan | null {
  const t = ctx.message.replace(/[’‘]/g, "'");
  let lines: string[] = [];
  const at = t.match(BAD_AT)?.[1];
  if (at) lines = [...evidence(ctx, vals), ...fillAll(W.badAt, { ...vals, subject: at.toLowerCase() })];
  else if (DOUBT.test(t)) lines = [...evidence(ctx, vals), ...fillAll(W.doubt, vals)];
  else if (DRAINED.test(t)) lines = fillAll(W.drained, vals);
  else if (LONG_STRETCH.test(t) && COUNTED.test(t)) {
    // Only a stretch with its count: "long day at the clinic" alone is the day's news to take up.
    const [, n, things] = t.match(COUNTED)!;
    lines = fillAll(W.longStretch, { ...vals, count: `${n} ${things!.toLowerCase()}` });
  }
  if (!lines.length) return null;
  // The chat's own evidence, when there is some, comes first.
  return {
    ...basePlan(lines),
    ordered: true,
    followChance: 0,
    weaveChance: 1,
    actionChance: 3,
    addOns: false,
  };
}

// Advice in the situation the chat holds: "what do we pack?", "how heavy should it be?", "how many
// days should I rest?", "the first sentence?" are answered from the activity named earlier (a
// hut-to-hut hike, a glacier rescue, a night dive, a best man's speech, an interview), with its own
// numbers and the member's (6 weeks, 8 km, "I'm a junior accountant"); an activity not on file gets
// the facet's general answer in the member's own words for it. A problem the question names
// (blisters, a hurt ankle, a heckler, no whisk) has its own remedy, and "why not cotton?" gets the
// reason against it, or else the last advice given as the reason. Words: words/advice-needs.json.
import { personOf } from "./advice-default";
import { sightsLines } from "./advice-sights";
import type { Ctx } from "./context";
import { withDigits } from "./number-words";
import { answerPlan, fill, type Plan, type Vals } from "./plan";
import { splitSentences } from "./text";
import { WORDS } from "./words";

const NEEDS = WORDS.adviceNeeds;
const rx = (source: string) => new RegExp(source, "i");
const FACETS = NEEDS.facets.map((f) => ({ ...f, ask: rx(f.ask) }));
const ACTIVITIES = NEEDS.activities.map((a) => ({ ...a, about: rx(a.about) }));
const PROBLEMS = NEEDS.problems.map((p) => ({ ...p, about: rx(p.about) }));
const REASONS = NEEDS.reasons.map((r) => ({ ...r, x: rx(`\\b(?:${r.x})\\b`) }));

/** How many turns back (both sides) the activity of the chat is looked for. */
const LOOKBACK = 12;
/** A question asking for help, not a problem told in passing. */
const ASKS =
  /\?|\b(?:what (?:do|should|can|shall) (?:i|we) do|how (?:do|can|should) (?:i|we)|help|tips?|advice|what if|should i|deal with|handle)\b/i;
const WHY_NOT =
  /^(?:but |and |so |ok |okay |hmm,? )?(?:why not|why (?:shouldn'?t|can'?t|cant|shouldnt) (?:i|we) (?:use|wear|have|bring|take|drink|eat)|what(?:'s| is) wrong with) (?<x>[^?.!]+)/i;
/** "I signed up for a 3 day hut to hut hike in 6 weeks": the thing signed up for, in the member's words. */
const ACTIVITY_TOLD =
  /\b(?:signed up for|registered for|entered|booked|going on|doing|training for|preparing for|getting ready for|have|has|got|planning)\s+(?<act>(?:a|an|my|the|our|his|her|their)\s+[a-z0-9' -]{3,40}?)(?=\s+(?:in|on|at|next|this|tomorrow|and|but|with|so|because)\b|[.,!?]|$)|\b(?:going|go) (?<doing>[a-z]+ing)\b/i;

const plain = (text: string) => text.replace(/[’‘]/g, "'").trim();

/**
 * Where the chat's activity is looked for: the member's turns, newest first, then the bot's last
 * reply when the message points back at it (the exercise it gave that "do it" means). The bot's greeting is its own scenery, not the
 * member's situation.
 */
function recentTexts(ctx: Ctx): string[] {
  // The history ends with the message itself; the turn before it is the bot's last reply.
  const at = ctx.history.length - 2;
  const last = ctx.history[at];
  const pointsBack = /\b(?:it|that|this|them)\b/i.test(ctx.message);
  return [...memberTexts(ctx), ...(pointsBack && last?.role === "assistant" && at > 0 ? [last.content] : [])];
}

function memberTexts(ctx: Ctx): string[] {
  return [
    ctx.message,
    ...ctx.history
      .filter((t) => t.role === "user")
      .slice(-LOOKBACK)
      .map((t) => t.content)
      .reverse(),
  ];
}

/** The first capture of `re` in the member's turns, newest first. */
function toldValue(ctx: Ctx, re: RegExp): string | undefined {
  for (const text of memberTexts(ctx)) {
    const m = withDigits(plain(text)).match(re);
    const value = m?.slice(1).find(Boolean);
    if (value) return value;
  }
  return undefined;
}

/** What the member said they are: "I'm a junior accountant, 2 years at a logistics firm". */
function selfOf(ctx: Ctx): string | undefined {
  for (const text of memberTexts(ctx)) {
    const m = plain(text).match(/\b(?:i'?m|im|i am)\s+(an?\s+[^.?!]{3,80})/i);
    if (m) return `I'm ${m[1]!.trim()}`;
  }
  return undefined;
}

/** The values a line may name, read from the member's own turns. */
function valsOf(ctx: Ctx, activity?: string): Vals {
  return {
    activity,
    weeks: toldValue(
      ctx,
      /\b(?:in|for|about|only|just) (\d+) weeks?\b|\b(\d+) weeks? (?:away|to go|from now|left)\b/i,
    ),
    km: toldValue(ctx, /\b(\d+(?:\.\d+)?) ?(?:km|kilomet(?:er|re)s?)\b/i),
    days: toldValue(ctx, /\b(\d+)[ -]days?\b/i),
    person: personOf(ctx),
    self: selfOf(ctx),
  };
}

const filled = (lines: readonly string[], vals: Vals) =>
  lines.map((line) => fill(line, vals)).filter((l): l is string => Boolean(l));

/** "Why not cotton socks?": the reason against it on file, else the last advice as the reason. */
function whyNot(ctx: Ctx): string[] {
  const x = plain(ctx.message).match(WHY_NOT)?.groups?.x?.trim();
  if (!x) return [];
  const reason = REASONS.find((r) => r.x.test(x));
  if (reason) return reason.why.slice();
  // The reply before is advice only when the member had asked for some.
  const asked = ctx.history.filter((t) => t.role === "user").at(-2)?.content ?? "";
  const last = ctx.history.filter((t) => t.role === "assistant").at(-1)?.content;
  const advice =
    last &&
    ASKS.test(asked) &&
    splitSentences(last.replace(/\*[^*]*\*/g, " ")).find(
      (s) => s.split(/\s+/).length > 5 && !/\?\W*$/.test(s),
    );
  return advice ? filled(NEEDS.why, { x, last: advice }) : [];
}

/** The facet's lines for the newest activity of the chat that has them, else the general ones. */
function facetLines(ctx: Ctx, facet: (typeof FACETS)[number]): Found {
  const key = facet.lines ?? facet.facet;
  const texts = facet.here ? [ctx.message] : recentTexts(ctx);
  for (const text of texts) {
    const activity = ACTIVITIES.find((a) => a.about.test(text));
    // An activity on file without this facet (an interview's "training") is no one else's to answer.
    if (activity) return { lines: filled(activity.lines[key] ?? [], valsOf(ctx)), general: false };
  }
  const general = facet.general === false ? undefined : NEEDS.general[key];
  const told = memberTexts(ctx)
    .map((t) => {
      const groups = plain(t).match(ACTIVITY_TOLD)?.groups;
      return groups?.act ?? groups?.doing;
    })
    .find(Boolean);
  if (!general || !told) return { lines: [], general: true };
  return {
    lines: filled(
      general,
      valsOf(ctx, told.replace(/^(?:my|our)\s/i, "your ").replace(/^(?:his|her|their)\s/i, "the ")),
    ),
    general: true,
  };
}

interface Found {
  lines: string[];
  /** The facet's general answer, for an activity not on file. */
  general: boolean;
}

/** Lines for the message's situation; none when it asks none of the facets and names no problem. */
function needsLines(ctx: Ctx): Found {
  const text = plain(ctx.message);
  const sights = sightsLines(ctx);
  if (sights.length) return { lines: sights, general: false };
  const why = whyNot(ctx);
  if (why.length) return { lines: why, general: false };
  const problem = ASKS.test(text) && PROBLEMS.find((p) => p.about.test(text));
  if (problem) return { lines: filled(problem.lines, valsOf(ctx)), general: false };
  for (const facet of FACETS.filter((f) => f.ask.test(text))) {
    const found = facetLines(ctx, facet);
    if (found.lines.length) return found;
  }
  return { lines: [], general: true };
}

/**
 * Advice from the chat's situation, best line first; null when the message asks nothing of it, or
 * when only the general answer fits and `shaped` (the answer to the question's own shape) exists.
 */
export function needsPlan(ctx: Ctx, shaped: Plan | null): Plan | null {
  const found = needsLines(ctx);
  if (!found.lines.length || (found.general && shaped)) return null;
  return answerPlan(found.lines);
}

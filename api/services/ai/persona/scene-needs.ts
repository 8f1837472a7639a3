// "I'm so cold", "I'm getting hungry, do we have any food?", "this place is creeping me out": in a
// scene under way, what the member feels or needs is met in the scene (a layer and a fire, food
// from the pack, a steady voice), not with small talk about their day. The needs and their lines
// are in words/scenes.json "needs".
import type { Ctx } from "./context";
import { basePlan, fill, type Plan } from "./plan";
import { runsScenes, sceneGoing } from "./scene-route";
import { isSceneMove, readStory } from "./story";
import { WORDS } from "./words";

const NEEDS = WORDS.scenes.needs.map((n) => ({ about: new RegExp(n.about, "i"), lines: n.lines }));

/**
 * The need the member's message speaks of, met at `place`; null for none, or one asked of the bot.
 * `felt`: the member's state is known to be said outright (small-talk-felt.ts), with or without "I".
 */
export function sceneNeedPlan(ctx: Ctx, place: string | undefined, felt = false): Plan | null {
  const message = ctx.message.replace(/[’‘]/g, "'").replace(/\*[^*]*\*/g, " ");
  // "Are you cold?" asks after the bot; "is the lake frozen?" is about the scene.
  const own = felt || /\b(?:i|i'm|i am|we|we're|me|us)\b/i.test(message);
  if (/\b(?:you|your)\b/i.test(message) || !own) return null;
  // "We hike up to the frozen waterfall" is a move; "*shivers* I'm freezing" says how they are.
  if (isSceneMove(ctx.message) && !/\b(?:i'm|i am|i feel|we're|we are)\b/i.test(message)) return null;
  // "I'm nervous about my exam tomorrow" is about life outside the scene.
  if (/\b(?:about|for|before)\s+(?:my|our|the|an?|this|tomorrow|work|school)\b/i.test(message)) return null;
  const need = NEEDS.find((n) => n.about.test(message));
  if (!need) return null;
  const lines = need.lines.map((l) => fill(l, { place })).filter((l): l is string => Boolean(l));
  return { ...basePlan(lines), actionChance: 0, weaveChance: 0, followChance: 0, addOns: false };
}

/** Does a scene under way meet this need itself (so the small-talk care for it stands aside)? */
export function sceneMeetsNeed(ctx: Ctx): boolean {
  if (!runsScenes(ctx) || !sceneNeedPlan(ctx, undefined)) return false;
  return sceneGoing(readStory(ctx.history, [ctx.bot.name, ctx.userName]));
}

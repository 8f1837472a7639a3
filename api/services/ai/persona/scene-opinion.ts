// "What's your hunch?", "what do you make of the cigarette case?" in a scene under way: a view
// with one reason, about what the scene has named. Who it points to is the last person the member
// named who is not the one we are looking for (a relative) and not a bare role ("the clerk"), and
// the reason is the thing the message names, else the last thing of the scene (scene-state.ts).
import type { Ctx } from "./context";
import { basePlan, fill, type Plan } from "./plan";
import { entitiesIn, readScene, type Entity } from "./scene-state";
import { reflect } from "./text";
import { WORDS } from "./words";

const ASKS_VIEW =
  /\b(?:your|ur)\s+(?:hunch|take|theory|guess|gut|instinct|read|bet|thinking|verdict|feeling)\b|\bwhat do you (?:think|reckon|make of)\b|\bwho do you (?:think|suspect|reckon)\b|\bany (?:hunch|theor(?:y|ies)|ideas)\b/i;

/** "coat pocket" read without its "his" is "the coat pocket". */
const PLANS = /\b(?:thinking (?:about|of)|considering|planning|going to|want to|wanna)\b/i;
/** "Do we pay the toll or fight him?": the two moves offered. */
const CHOICE =
  /\b(?:do|should|shall|can|could) (?:we|i) ([^?,.]{3,60}?),? or (?:should (?:we|i) |do (?:we|i) )?([^?,.]{3,60}?)\s*\?/i;

const SHOULD_WE = /(?:^|[.!?]\s+)(?:should|shall) (?:we|i) ([^?]{3,60})\?\s*$/i;

/** "Should we trust Alaric?": yes, carefully, or not yet, with a reason, in the scene. */
function shouldWePlan(ctx: Ctx): Plan | null {
  const m = ctx.message.replace(/[’‘]/g, "'").match(SHOULD_WE);
  if (!m) return null;
  const action = reflect(m[1]!.trim());
  const lines = WORDS.scenes.shouldWe
    .map((line) => fill(line, { action }))
    .filter((line): line is string => Boolean(line));
  return { ...basePlan(lines), actionChance: 2, weaveChance: 0, followChance: 0, addOns: false };
}

/** "Do we pay the toll or fight him?": one of the two, with a reason, in the scene. */
export function sceneChoicePlan(ctx: Ctx): Plan | null {
  const m = ctx.message.replace(/[’‘]/g, "'").match(CHOICE);
  if (!m) return shouldWePlan(ctx);
  const options = [reflect(m[1]!.trim()), reflect(m[2]!.trim())];
  // Which one is seeded by the message, so the same question gets the same call.
  const pick = ctx.seed % 2;
  const vals = { choice: options[pick], other: options[1 - pick] };
  const lines = WORDS.scenes.choice
    .map((line) => fill(line, vals))
    .filter((line): line is string => Boolean(line));
  return { ...basePlan(lines), actionChance: 2, weaveChance: 0, followChance: 0, addOns: false };
}

const said = (name: string) =>
  reflect(
    /^[a-z]/.test(name) && !/^(?:the|a|an|my|your|his|her|their|our)\s/.test(name) ? `the ${name}` : name,
  ).replace(/^the the\b/, "the");

/** The last named person of the scene who is neither the one sought nor a role. */
function suspect(entities: readonly Entity[]): Entity | undefined {
  const people = entities.filter((e) => e.kind === "person" && !e.relation);
  return people.findLast((e) => /^[A-Z]/.test(e.name)) ?? people.at(-1);
}

export function sceneOpinionPlan(ctx: Ctx): Plan | null {
  // "I'm thinking of giving him the apples. What's your take?" asks about a plan (opinion.ts).
  if (!ASKS_VIEW.test(ctx.message) || PLANS.test(ctx.message)) return null;
  const names = [ctx.bot.name, ctx.userName, ...ctx.others];
  const scene = readScene(ctx.history.slice(0, -1), names);
  const excluded = new Set(names.flatMap((n) => [n, ...n.split(/\s+/)]).map((n) => n.toLowerCase()));
  // "What's your take on Grub?": what is asked about, without the asking.
  const asked = entitiesIn(ctx.message.replace(ASKS_VIEW, " "), scene.entities.length, excluded);
  const person = suspect(asked) ?? suspect(scene.entities);
  const things = (list: readonly Entity[]) => list.filter((e) => e.kind === "thing" && !e.setting);
  // What the message asks about may sit after "of" ("what do you make of the ticket?").
  const thing = asked.filter((e) => e.kind === "thing").at(-1) ?? things(scene.entities).at(-1);
  if (!person && !thing) return null;
  const vals = { person: person && said(person.name), thing: thing && said(thing.name) };
  const lines = (!person ? WORDS.scenes.hunchThing : thing ? WORDS.scenes.hunch : WORDS.scenes.hunchNoThing)
    .map((line) => fill(line, vals))
    .filter((line): line is string => Boolean(line));
  return { ...basePlan(lines), actionChance: 2, weaveChance: 0, followChance: 0, addOns: false };
}

const ASKS_PLAN =
  /\b(?:what(?:'s| is) (?:the|our) (?:plan|move|next move|next step)|what(?:'s| is) next|what do we do (?:now|first|next)|where do we (?:start|begin))\b/i;

/** "{{user}} and {{char}} stand at the mouth of a temple…" → "we stand at the mouth of a temple…". */
function scenarioAsPlan(scenario: string): string | undefined {
  const m = scenario.match(
    /^\s*(?:\{\{user\}\}\s+and\s+\{\{char\}\}|\{\{char\}\}\s+and\s+\{\{user\}\})\s+([^.!?]+)/i,
  );
  if (!m || /\{\{/.test(m[1]!)) return undefined;
  return `we ${m[1]!
    .trim()
    .replace(/\btheir\b/g, "our")
    .replace(/\bthem\b/g, "us")}`;
}

/** "What's the plan?": the goal the member stated, else the card's scene as what we do now. */
export function scenePlanAsked(ctx: Ctx, goal: string | undefined): Plan | null {
  if (!ASKS_PLAN.test(ctx.message)) return null;
  const what = goal ? `we ${goal}` : scenarioAsPlan(ctx.bot.scenario ?? "");
  if (!what) return null;
  const lines = WORDS.scenes.plan
    .map((line) => fill(line, { goal: what }))
    .filter((line): line is string => Boolean(line));
  return { ...basePlan(lines), actionChance: 2, weaveChance: 0, followChance: 0, addOns: false };
}

// What someone says in a scene, in quotes: "what does Odile say?" gets Odile's own words (what she
// saw of the thing the scene is about, in the scene's world); "what do you say to him??" gets the
// bot's line to the person just named, in a tight spot ("Hello, Mr. Delacroix! Sorry, we're a
// little lost…"); "what do we tell them?" when we ask for something gets what we say to be lent it.
// A world without its own words borrows the default world's.
import type { Ctx } from "./context";
import { asGivenPlan, fill, type Plan } from "./plan";
import { sceneBeats } from "./scene-beat";
import { entitiesIn } from "./scene-state";
import { castOf, sceneWorld, type Cast, type World } from "./scene-world";
import { capitalize } from "./text";
import { WORDS } from "./words";

const PRONOUN = /^(?:she|he|they|her|him|them)$/i;

/** "what does Odile say", "what did the miller tell you", "what does she say?" */
const WHAT_SAYS =
  /\bwhat (?:does|did|do|will|would) ((?:the\s+)?[\p{L}'-]+) (?:say|said|tell (?:us|you|me)|answer|reply)\b/iu;
/** "what do you say to him??", "what should we tell Mr. Delacroix", "what do we tell them" */
const SAY_TO =
  /\bwhat (?:do|should|will|would|can|shall) (?:you|u|we) (?:say|tell)(?:\s+to)?\s+((?:mr\.?|mrs\.?|ms\.?|dr\.?|the)\s+[\p{L}'-]+|[\p{L}'-]+)/iu;
/** We are asking for something: what we say is a request. */
const REQUEST =
  /\b(?:borrow|lend|loan|ask (?:them|him|her|the \w+|if)|permission|persuade|convince|let us)\b/i;

// Best first: the world's own words, then the default world's for a regenerate.
const plan = asGivenPlan;

const fallback = () => WORDS.sceneWorlds.worlds.find((w) => !w.match.length)!;
/** The world's own lines of a kind, then the default world's, so a retelling has words to choose. */
const own = (world: World, key: "says" | "cover" | "pitch") => [
  ...(world[key] ?? []),
  ...(world === fallback() ? [] : (fallback()[key] ?? [])),
];

/** "Delacroix" as the member first wrote him: "Mr. Delacroix". */
function titled(ctx: Ctx, name: string): string {
  const re = new RegExp(
    `\\b(?:Mr|Mrs|Ms|Dr|Sir|Lady|Captain)\\.?\\s+${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`,
  );
  for (const t of ctx.history) {
    const m = t.role === "user" ? t.content.match(re) : null;
    if (m) return m[0];
  }
  return name;
}

/** Someone the scene named, as the member called them: a pronoun is the latest person named. */
function person(ctx: Ctx, cast: Cast, said: string, message: string): string | undefined {
  const excluded = new Set(
    [ctx.bot.name, ctx.userName, ...ctx.bot.name.split(/\s+/)].map((n) => n.toLowerCase()),
  );
  const nameIn = (text: string) =>
    entitiesIn(text, 0, excluded).find((e) => e.kind === "person" && /^[A-Z]/.test(e.name))?.name;
  if (PRONOUN.test(said)) {
    // "*Delacroix turns around* what do you say to him??": the one this message names first.
    const here = nameIn(message);
    return here ? titled(ctx, here) : cast.people[0];
  }
  const bare = said.replace(/^the\s+/i, "").toLowerCase();
  // "the guard" of "a guard named Mr. Delacroix": the name the member gave with the role.
  if (/^the\s/i.test(said)) {
    const told = [...ctx.history]
      .reverse()
      .find((t) => t.role === "user" && new RegExp(`\\b${bare}\\b`, "i").test(t.content));
    const name = told && nameIn(told.content);
    return name ? titled(ctx, name) : "there";
  }
  const known = cast.people.find((p) => p.toLowerCase().split(/\s+/).includes(bare));
  if (known) return known;
  // "Mr. Delacroix" as the member wrote it, or a name they give now.
  const typed = message.match(new RegExp(`\\b((?:Mr|Mrs|Ms|Dr)\\.?\\s+)?${bare}\\b`, "i"))?.[0];
  return typed && /^[a-z]/.test(said) ? capitalize(typed) : said;
}

/** The thing the scene is about: the latest thing the member named before. */
const sceneThing = (cast: Cast) =>
  cast.things.find((t) => /^(?:the|your|my|an?)\s/i.test(t))?.replace(/^an?\s/i, "the ");

function quoted(templates: readonly string[], words: string[], vals: Record<string, string | undefined>) {
  return words.flatMap((w, k) =>
    templates
      .map((_, j) => fill(templates[(k + j) % templates.length]!, { ...vals, words: w }))
      .filter((l): l is string => Boolean(l))
      .slice(0, 1),
  );
}

/** The scene's answer to what someone says, or null when the message asks none of these. */
export function speechPlan(ctx: Ctx): Plan | null {
  const text = ctx.message.replace(/[’‘]/g, "'");
  const said = text.match(WHAT_SAYS);
  // "What do you say to him?" is the bot's own line, not someone else's words.
  const asked = said && !/^(?:you|we|i|u|it|that|this)$/i.test(said[1]!) ? said : null;
  const to = asked ? null : text.match(SAY_TO);
  if (!asked && !to) return null;
  const world = sceneWorld(ctx);
  const cast = castOf(ctx);
  const thing = sceneThing(cast);
  const fill1 = (lines: readonly string[], vals: Record<string, string | undefined>) =>
    lines.map((t) => fill(t, vals)).filter((l): l is string => Boolean(l));
  let lines: string[] = [];
  if (asked) {
    const name = person(ctx, cast, asked[1]!, text);
    if (!name) return null;
    const words = fill1(own(world, "says"), { thing });
    lines = quoted(WORDS.sceneWorlds.witness, words, { name });
  } else if (REQUEST.test(text)) {
    // "we need to borrow the coil": the thing asked for, else the one the scene is about.
    const asked = entitiesIn(text.replace(/^.*\b(?:borrow|lend|loan)\b/i, ""), 0).find(
      (e) => e.kind === "thing",
    );
    const words = fill1(own(world, "pitch"), { thing: asked?.name ?? thing ?? "it" });
    lines = quoted(WORDS.sceneWorlds.tellThem, words, {});
  } else {
    const name = person(ctx, cast, to![1]!, text);
    if (!name) return null;
    const words = fill1(own(world, "cover"), { name });
    lines = quoted(WORDS.sceneWorlds.speakTo, words, {});
  }
  const beats = sceneBeats(ctx, lines.length);
  return plan(lines.map((l, k) => [l, beats[k]].filter(Boolean).join(" ")));
}

/** "Where are we diving tonight?", "where are we headed?": somewhere in the scene's world. */
const WHERE_TO =
  /\bwhere (?:are|do|shall|should|will|r) we (?:\w+ing|go|off to|headed|off)\b|\bwhere to (?:first|next|now|tonight|today)\b/i;

/** Where the scene goes, asked at its start or on the way, or null when the message asks no such thing. */
export function whereToPlan(ctx: Ctx): Plan | null {
  if (!WHERE_TO.test(ctx.message)) return null;
  const templates = WORDS.sceneWorlds.whereTo;
  const world = sceneWorld(ctx);
  const told = (world.destinations ?? fallback().destinations ?? []).flatMap((place) =>
    templates.map((t) => fill(t, { place })).filter((l): l is string => Boolean(l)),
  );
  const beats = sceneBeats(ctx, told.length);
  return plan(told.map((l, k) => [l, beats[k]].filter(Boolean).join(" ")));
}

/** "Is that what you need?", "would that work?": the member offers something for the bot's need. */
const OFFERED =
  /\b(?:is (?:that|this|it) what (?:you|u) need|would (?:that|this|it) (?:work|help)|could (?:that|this|it) (?:work|help)|can (?:you|u) use (?:that|this|it)|does (?:that|this) help)\b/i;
/** What the card says the bot needs help with: "needs help repairing its chronometer". */
const NEED =
  /\bneeds? (?:\{\{user\}\}'s |your |some )?help (?:to )?(?:repair(?:ing)?|fix(?:ing)?|find(?:ing)?|build(?:ing)?|finish(?:ing)?|mend(?:ing)?)\s+(?:its|her|his|their|the|a)\s+([a-z]+(?:\s+(?!before|after|and|so|to|in|with|when|because|while|for)[a-z]+)?)/i;

/** The thing offered taken, for what the card says the bot needs. */
export function offerPlan(ctx: Ctx): Plan | null {
  if (!OFFERED.test(ctx.message)) return null;
  const need = `${ctx.bot.scenario ?? ""} ${ctx.bot.description}`.match(NEED)?.[1];
  const offered = entitiesIn(ctx.message.replace(OFFERED, ""), 0)
    .filter((e) => e.kind === "thing")
    .at(-1);
  if (!need || !offered) return null;
  const vals = { offer: offered.name.replace(/^an?\s/i, "the ").replace(/[.,!?]+$/, ""), goal: `my ${need}` };
  const lines = WORDS.sceneWorlds.offerYes.map((t) => fill(t, vals)).filter((l): l is string => Boolean(l));
  const beats = sceneBeats(ctx, lines.length);
  return plan(lines.map((l, k) => [l, beats[k]].filter(Boolean).join(" ")));
}

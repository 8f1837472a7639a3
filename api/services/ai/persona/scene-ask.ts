// A question asked inside a scene, answered in the scene's world rather than with a stock line or a
// question back: "who was Edmund Hale?" (who they were, invented from the world and seeded by the
// name, so the same name gets the same answer on any turn and any instance), "who's sending it?",
// "what do we see inside?", "what mystery?", "which one?" (one of the options just named), "is Tali
// going to be ok?", "can you do a spell to find it?", "do you think she ever got the letters?".
// What is invented is said in the reply, so it is in the history the next turn reads.
import type { Ctx } from "./context";
import { detectAsk, unknowable } from "./asks";
import { basePlan, fill, type Plan } from "./plan";
import { seededRandom } from "./random";
import { beatParts, sceneBeats, type BeatParts } from "./scene-beat";
import {
  calledLines,
  cardThings,
  reasonLines,
  sceneThings,
  takeUps,
  thingsIn,
  whereLines,
} from "./scene-things";
import { identifyPlan } from "./scene-react";
import { speechPlan, whereToPlan } from "./scene-speech";
import { optionsIn } from "./scene-world";
import { goalIn } from "./scene-state";
import { movesTo } from "./story";
import { capitalize, reflect } from "./text";
import { WORDS } from "./words";

const plan = (lines: string[]): Plan | null =>
  lines.length
    ? { ...basePlan(lines), actionChance: 0, weaveChance: 0, followChance: 0, addOns: false, longForm: true }
    : null;

const filled = (templates: readonly string[], vals: Record<string, string | undefined>) =>
  templates.map((t) => fill(t, vals)).filter((l): l is string => Boolean(l));

/** The question of the message, without its *action* and the words that lead into it. */
function question(message: string): string {
  const parts = message
    .replace(/[’‘]/g, "'")
    .replace(/\*[^*]*\*/g, " ")
    .split(/(?<=[.!?…])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return (parts.at(-1) ?? "")
    .replace(/^(?:ok(?:ay)?|so|and|but|wait|then|um+|hmm+|alright),?\s+/i, "")
    .replace(/[?!.\s]+$/, "");
}

const WHO_IS = /^who\s+(?:was|is|'s|were)\s+((?:the\s+)?[A-Z][\p{L}'.-]*(?:\s+[A-Z][\p{L}'.-]*)*)$/u;
const WHO_DOES =
  /^who(?:'s|\s+is|\s+was)?\s+(?:[a-z]+ing|sent|lit|left|took|made|wrote|built|called)\s+(?:it|that|this|them|those|these|us|the\s+([a-z]+))$/i;
const WHAT_SEE =
  /\bwhat (?:do|can) (?:we|i|you) see\b|^what(?:'s| is) (?:in|inside|behind|under|down) (?:there|here|it|the|that)\b|^what(?:'s| is) inside\b/i;
const PREMISE =
  /^what (?:mystery|case|mission|quest|secret)$|^what(?:'s| is) the (?:mystery|case|mission|quest)\b/i;
const WHICH = /^which(?:\s+(?:one|way|door|path|of them|should we (?:take|pick|choose|open)))*$/i;
const OUTLOOK =
  /^(?:is|are|will)\s+([A-Z][\p{L}'-]*|(?:the|my|our|your)\s+[a-z]+)\s+(?:going to |gonna )?(?:be\s+)?(?:ok|okay|alright|all right|fine|safe|make it|survive)\b/iu;
const CAN_YOU =
  /^(?:can|could|would|will) you\s+(?:please\s+)?(?:do|cast|use|make|try|work|run|find|track|scan|sense|summon|conjure|light)\b/i;
const IS_THAT =
  /^(?:is|was|could|might) (?:that|this|it)(?: really| actually)?(?: be)? ((?:the|our|your|his|her|their) (?!(?:best|right|only|same|wrong|smart|safe)\b)(?:(?!\b(?:idea|plan|move|way|choice|thing to do)\b).)+)$/i;
const THINK = /^(?:do|did) you (?:think|reckon|believe|suppose)\b/i;
const WHERE = /^where\b/i;
const CALLED = /\b(?:called|(?:its|it's|the) name)\b/i;
const START =
  /\b(?:where|how) (?:do|should|can|shall) (?:i|we) (?:even )?(?:start|begin)\b|\bwhere to (?:start|begin)\b/i;
// Asked back, counted or judged: for recall, sums and opinions, not the scene's to invent.
const NOT_INVENTED =
  /\d|\b(?:again|number|code|remember|recall|know so far|(?:i|me|my|mine|was|were|did|do we)|how (?:many|much|far|long|old)|worth|safe|best|should|will|weather)\b/i;

/**
 * Any other question about a thing of the scene ("where do you keep the crown?", "what's it
 * called?", "where do I even start?"): answered with the thing in its own terms and something new,
 * the thing named by the question, else the member's latest, else the card's own.
 */
function thingAskPlan(ctx: Ctx, q: string): Plan | null {
  const start = START.test(q);
  if (!start && (NOT_INVENTED.test(q) || detectAsk(ctx.message) || unknowable(ctx.message))) return null;
  // A yes-or-no question ("is the answer a shadow?") is a guess or a judgement, not this.
  if (!start && !/^(?:what|whats|where|which|how|why)\b/i.test(q)) return null;
  // "Why do you hoard gold?" is about the bot, for its own plan.
  if (/^why\b/i.test(q) && /\b(?:you|u|your|yours|yourself)\b/i.test(q)) return null;
  // As typed: "a town with a clock tower. whats it called" asks about the town, whatever "it"
  // stood for a turn ago.
  const typed = ctx.history.at(-1)?.content ?? ctx.message;
  const asked = thingsIn(question(typed));
  // "What's it called?", "where is it?": the thing just named; a question naming nothing else is
  // for the other plans.
  if (!asked.length && !start && !/\b(?:it|that|this|there|they|them)\b/i.test(question(typed))) return null;
  const ups = takeUps(ctx, 3, start ? cardThings(ctx) : undefined);
  if (!ups.length) return null;
  const beats = sceneBeats(ctx, 3);
  const thing = (asked[0] ?? thingsIn(typed)[0] ?? sceneThings(ctx)[0])?.name;
  const where = WHERE.test(q) && !start && asked[0] ? whereLines(ctx, asked[0].name) : [];
  const called = CALLED.test(q) && thing ? calledLines(ctx, thing) : [];
  // "Why is the clock stuck?": a reason, seeded by the thing, so asked again it is the same.
  const why = /^why\b/i.test(q) && thing ? reasonLines(ctx, thing) : [];
  const firsts = start ? WORDS.sceneThings.start : [...called, ...where, ...why];
  return plan(
    ups.map((up, k) =>
      [firsts.length ? firsts[k % firsts.length] : "", up, beats[k] ?? ""].filter(Boolean).join(" "),
    ),
  );
}

/** Options just named ("3 doors: sun, moon and star", "left or right"), from the member's last messages. */
function options(ctx: Ctx): string[] {
  const said = ctx.history
    .filter((t) => t.role === "user")
    .slice(-4, -1)
    .reverse();
  return said.map((t) => optionsIn(t.content)).find((list) => list.length) ?? [];
}

/** The thing the member is after ("your grandmother's ring"), else the latest thing the scene named. */
function sought(ctx: Ctx, parts: BeatParts): string | undefined {
  const goal = [...ctx.history]
    .reverse()
    .filter((t) => t.role === "user")
    .map((t) => goalIn(t.content))
    .find(Boolean);
  if (goal)
    return reflect(goal.replace(/^find\s+/i, ""))
      .split(/[,.;]|\s+(?:that|which|somewhere|in this)\b/)[0]!
      .trim();
  return parts.cast.earlier.find((e) => /^(?:the|your|a)\s/i.test(e));
}

const nameDice = (ctx: Ctx, name: string) => seededRandom(`${ctx.bot.name}:who:${name.toLowerCase()}`);

/** The answer to a question asked inside a scene, or null when it is no question of these kinds. */
export function sceneAskPlan(ctx: Ctx, going: boolean): Plan | null {
  const q = question(ctx.message);
  const asks =
    /\?\s*$/.test(ctx.message.replace(/\*[^*]*\*\s*$/, "").trim()) ||
    /^(?:who|what|whats|which|where|how|why|is|are|will|can|could|do|did)\b/i.test(q);
  if (!q || !asks) return null;
  // Before the scene is under way, only "what mystery?" and "where do I start?" are the scene's.
  const whereTo = whereToPlan(ctx);
  if (whereTo) return whereTo;
  if (!going && !PREMISE.test(q) && !START.test(q)) return null;
  // What someone says, in quotes; what a thing seen or heard turns out to be.
  const answered = speechPlan(ctx) ?? identifyPlan(ctx);
  if (answered) return answered;
  const words = WORDS.sceneWorlds;
  const parts = beatParts(ctx, "ask");
  const { world, cast } = parts;
  const who = q.match(WHO_IS);
  if (who && !new RegExp(`\\b${ctx.bot.name.split(" ")[0]}\\b`, "i").test(who[1]!)) {
    const name = who[1]!;
    // Seeded by the name: asked again on another turn, the same person is the same person.
    const identity = nameDice(ctx, name).pick(world.who);
    const beats = sceneBeats(ctx, 3);
    return plan(filled(words.whoIs, { name, who: identity }).map((l, k) => `${l} ${beats[k] ?? ""}`.trim()));
  }
  const does = q.match(WHO_DOES);
  // "Who is carrying the red backpack?" about a thing the member named is theirs to recall.
  const told =
    does?.[1] &&
    ctx.history
      .slice(0, -1)
      .some((t) => t.role === "user" && new RegExp(`\\b${does[1]}\\b`, "i").test(t.content));
  if (does && !told) {
    const beats = sceneBeats(ctx, world.sources.length + 2);
    return plan(beats.map((b, k) => `${world.sources[(ctx.seed + k) % world.sources.length]!} ${b}`));
  }
  // "We take a cab to the Blue Parrot. What do we see?": the arrival is the scene's to tell.
  const before = ctx.message
    .replace(/\*[^*]*\*/g, " ")
    .replace(/[^.!?]*[.!?\s]*$/, "")
    .trim();
  if (WHAT_SEE.test(q) && !movesTo(ctx.message) && !before)
    return plan(
      filled(words.whatSee, {
        detail: parts.details[0],
        find: parts.finds[0],
        find2: parts.finds[1],
      }).map((l, k) =>
        k === 0 || !cast.earlier[0] ? l : `${l} ${capitalize(cast.earlier[0])} is close by.`,
      ),
    );
  if (PREMISE.test(q)) {
    const beats = sceneBeats(ctx, 3);
    return plan(world.premises.flatMap((p) => beats.map((b) => `${p} ${b}`)));
  }
  if (WHICH.test(q)) {
    const list = options(ctx);
    if (list.length < 2) return null;
    const pick = list[nameDice(ctx, list.join(",")).below(list.length)]!;
    const others = list.filter((o) => o !== pick).join(" and the ");
    return plan(
      words.pick
        .flatMap((t) => words.reasons.map((reason) => fill(t, { pick, reason, others }) ?? ""))
        .filter(Boolean),
    );
  }
  const outlook = q.match(OUTLOOK);
  if (outlook) {
    const person = outlook[1]!;
    const helper = cast.people.find((p) => !p.toLowerCase().includes(person.toLowerCase())) ?? "you";
    const thing = cast.things.find((e) => !e.toLowerCase().includes(person.toLowerCase())) ?? parts.finds[0];
    return plan(filled(words.outlook, { person, helper, thing }));
  }
  if (CAN_YOU.test(q)) {
    const thing = sought(ctx, parts);
    if (!thing) return null;
    const leads = filled(world.leads, { thing });
    return plan(
      // What the bot does, what it shows, and the place around it as it does.
      world.powers.flatMap((power, k) =>
        leads.flatMap((lead) =>
          filled(words.doIt, { power, lead }).map((l) => `${l} ${parts.details[k % parts.details.length]}`),
        ),
      ),
    );
  }
  // "Do you think it's safe to cross?" is a judgement; "did she ever get the letters?" the story.
  if (THINK.test(q) && !/\b(?:safe|good|bad|worth|smart|wise|risky|dangerous|should|better)\b/i.test(q)) {
    const things = q.match(/\b(?:the|those|these|that|this)\s+([a-z]+(?:\s+[a-z]+)?)$/i)?.[0];
    const earlier = cast.people.find((p) => !q.includes(p)) ?? cast.earlier[0];
    const thing =
      things?.replace(/^(?:those|these|that|this)\s/i, "the ") ?? cast.earlier.find((e) => /^the\s/.test(e));
    return plan(filled(words.doubt, { thing, earlier }));
  }
  // As typed: "is that the Salt Queen's bell?" asks of the bell just found, by its own name.
  const isThat = question(ctx.history.at(-1)?.content ?? ctx.message).match(IS_THAT);
  if (isThat) {
    const thing = reflect(isThat[1]!.replace(/[?!.]+$/, ""));
    // "the Salt Queen's bell" is marked with its owner's name; a plain "the lost bell" with itself.
    const name = thing.match(/^(?:the\s+)?(.+?)'s\s/i)?.[1] ?? thing.replace(/^(?:the|a|an)\s+/i, "");
    const beats = sceneBeats(ctx, 3);
    return plan(filled(words.isThat, { thing, name }).map((l, k) => `${l} ${beats[k] ?? ""}`.trim()));
  }
  return thingAskPlan(ctx, q);
}

// Which plan answers a message: the chain of plans the reply is composed from (compose.ts), first
// the ones asked by name (a figure, the concrete thing, a fact asked back, a scene), then advice,
// small talk, stories, skills and talk. The order is the engine's judgement of what a message asks.
import { memberTurnsBefore, type Ctx } from "./context";
import { aboutSelfPlan } from "./about-self";
import { adviceDefaultPlan } from "./advice-default";
import { needsPlan } from "./advice-needs";
import { situationPlan } from "./advice-situation";
import { coachPlan } from "./coach";
import { concretePlan } from "./concrete";
import { scriptToldPlan } from "./advice-script";
import { fieldFactPlan } from "./field-facts";
import { foreignPlan } from "./foreign";
import { detectIntent } from "./intents";
import { lorePlan } from "./lore";
import type { Plan, Vals } from "./plan";
import { greetFirst } from "./hello";
import { namedFactPlan } from "./named-recall";
import { numberRecallPlan } from "./number-recall";
import { seededRandom, type Dice } from "./random";
import { detectRecall } from "./recall";
import { opinionPlan } from "./opinion";
import { riddleGuessPlan } from "./riddle-guess";
import { saidRecallPlan } from "./said-recall";
import { sceneFirstPlan, storyPlan } from "./scene";
import { asksOwnPast } from "./self-experience";
import { numberFirstPlan, skillPlan } from "./skills";
import { avoidedPlan, avoidToldPlan } from "./told-avoid";
import { petFoodPlan, petLetPlan } from "./pet-care";
import { smallTalkPlan } from "./small-talk";
import { studyPlan } from "./study";
import { thatMuchPlan } from "./that-much";
import { paceCheckPlan } from "./pace-check";
import { talkPlan } from "./talk";
import { thanksPlan } from "./thanks-back";
import { toldFactPlan, toldFirstPlan } from "./told-recall";
import { tutorPhrasePlan } from "./tutor-phrases";
import * as T from "./templates";
import { TONES } from "./voice";
import { everydayTipsPlan } from "./everyday-tips";
import { whereAmIPlan } from "./where-am-i";

/** Starts the cores at a seeded line, unless they are best first; variant i takes the i-th. */
function inSeededOrder(plan: Plan, dice: Dice): Plan {
  if (!plan.ordered) plan.cores = dice.rotate(plan.cores);
  return plan;
}

export function planFor(ctx: Ctx): Plan {
  const traits = ctx.voice.traits;
  const interests = ctx.voice.interests;
  const dice = seededRandom(`${ctx.seed}:plan`);
  const ti = dice.below(traits.length);
  const ii = dice.below(interests.length);
  const intent = detectIntent(ctx.message);
  ctx.useName =
    Boolean(ctx.address) &&
    (ctx.userTurns === 1 ||
      dice.chance(0.6) ||
      ["greeting", "goodbye", "affection", "arrival"].includes(intent.kind));
  const vals: Vals = {
    char: ctx.voice.char,
    // Addressed by name, or by the bot's pet name, never both.
    pet: ctx.useName ? ctx.address : dice.pick(TONES[ctx.voice.tone].pets),
    trait: traits[ti],
    trait2: traits.length > 1 ? traits[(ti + 1) % traits.length] : undefined,
    interest: interests[ii],
    interest2: interests.length > 1 ? interests[(ii + 1) % interests.length] : undefined,
    self: ctx.voice.selfLine.replace(/^I'm\s+/, ""),
    scenario: ctx.voice.scenario,
  };
  // "What does 'une pincée de sel' mean?" is asked in English, whatever language it quotes; "what
  // was the French for 'how much is it' again?" asks back the words the bot gave, when it gave some.
  const phrase = tutorPhrasePlan(ctx);
  if (phrase) return (/\bagain\b|\bremind me\b/i.test(ctx.message) && saidRecallPlan(ctx, vals)) || phrase;
  if (ctx.lang !== "en") return inSeededOrder(foreignPlan(ctx, ctx.lang), dice);
  // An amount or a fact asked back ("how much was it per person again?", "what was in the jar I
  // brought you?") is answered from the member's own words, even in a scene.
  // "What do I say to Ilse?" or "what do I do right before I run?" asks for advice, not for what
  // was told about Ilse or the run.
  const shaped = adviceDefaultPlan(ctx, vals);
  const needs = needsPlan(ctx, shaped);
  const advice = needs ?? shaped;
  const named =
    numberRecallPlan(ctx, vals) ??
    // Study help: a difference, a topic explained, a practice question set or its answer checked.
    studyPlan(ctx) ??
    // "Is that a lot?" after a figure the bot worked out.
    thatMuchPlan(ctx, vals) ??
    // "So that's too slow for march right?": the figure just worked out against the time there is.
    paceCheckPlan(ctx, vals) ??
    // A figure asked for is worked out first, on any card ("new total?" to a scenario bot).
    numberFirstPlan(ctx, vals) ??
    // The concrete thing asked for (a recipe's oven, an exercise, the words to say), even in a scene.
    concretePlan(ctx, vals) ??
    fieldFactPlan(ctx) ??
    thanksPlan(ctx, vals) ??
    avoidedPlan(ctx, vals) ??
    avoidToldPlan(ctx, vals) ??
    // A hungry pet is the pet's ("mochi is crying, i think she's hungry"), even in a scene.
    petFoodPlan(ctx) ??
    petLetPlan(ctx) ??
    (advice ? null : toldFirstPlan(ctx, vals)) ??
    // "Where am I?" to a scenario bot: where its story is set.
    whereAmIPlan(ctx) ??
    sceneFirstPlan(ctx) ??
    riddleGuessPlan(ctx) ??
    (advice ? null : (toldFactPlan(ctx, vals) ?? namedFactPlan(ctx) ?? saidRecallPlan(ctx, vals)));
  const recall = named || asksOwnPast(ctx.message) ? null : detectRecall(ctx.message);
  const plan =
    named ??
    ((!recall &&
      // Advice from the chat's situation ("what do we pack?") before small talk takes its feeling.
      (needs ??
        scriptToldPlan(ctx) ??
        smallTalkPlan(ctx, vals) ??
        // A goodbye is answered as one, even in the middle of a scene.
        (intent.kind === "goodbye"
          ? null
          : (storyPlan(ctx) ??
            opinionPlan(ctx, vals) ??
            coachPlan(ctx, vals) ??
            situationPlan(ctx) ??
            advice ??
            lorePlan(ctx) ??
            skillPlan(ctx, vals) ??
            aboutSelfPlan(ctx, vals) ??
            // Everyday help ("my grip gives out first. fix?") that no plan above knows, or about
            // the member's turn before ("i started a pottery class"… "what should i make first").
            everydayTipsPlan(ctx, { about: memberTurnsBefore(ctx).at(-1) }))))) ||
      talkPlan(ctx, intent, vals));
  if (!plan.cores.length) plan.cores = T.INTENTS.statement!.lines.slice();
  inSeededOrder(plan, dice);
  if (!plan.longForm && !plan.foreign) plan.followUps = [...plan.followUps, ...T.FOLLOW_UPS.slice(0, 3)];
  if (plan.forceName && ctx.address) ctx.useName = true;
  greetFirst(ctx, plan, intent.kind);
  // Greetings, goodbyes, thanks and answers about what the user said carry no card add-ons.
  if (["greeting", "goodbye", "thanks", "arrival"].includes(intent.kind) || recall) plan.addOns = false;
  return plan;
}

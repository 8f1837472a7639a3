// Is this message a turn of a role-play scene? A scene runs only with a card made for one (a
// mystery, an adventure, a fantasy or sci-fi role-play), or once the member starts one with an
// *action*: a travel guide asked about SIM cards never answers with a bootprint. Inside a scene, a
// move ("I pick the lock"), something told as it happens ("The clerk brings out a silver case"),
// a question about what the scene has named ("who lit that candle?", "do we have any food?",
// "So Holt keeps the crown in his villa?") are answered in it; a feeling, a goodbye, a sum or a
// question about the bot's life is for the other plans.
import type { Ctx } from "./context";
import { unknowable } from "./asks";
import { detectIntent } from "./intents";
import { parseQuestion } from "./intent-parse";
import { commands } from "./scene-commands";
import type { Focus } from "./scene-focus";
import { newsInScene } from "./scene-event";
import { goalIn } from "./scene-state";
import { asksByShape, describesScene, isSceneMove, type Story } from "./story";

const SCENARIO_TAGS =
  /\b(?:roleplay|role-play|rp|fantasy|sci-fi|scifi|space|adventure|rpg|quest|horror|mystery|detective|noir)\b/i;
// A card for real life (trips, meals, careers, lessons) may say "adventure" and still run no scenes.
const REAL_LIFE_TAGS =
  /\b(?:travel|planning|cooking|recipes|food|coaching|career|learning|tutor|education|wellness|fitness|homework)\b/i;
const EXPLICIT_RP = /\b(?:roleplay|role-play|rp|rpg)\b/i;

/** Is this a card that runs scenes, or a chat where the member started one with an *action*? */
export function runsScenes(ctx: Ctx): boolean {
  const tags = ctx.bot.tags.join(" ");
  const scenario =
    ctx.style === "mystery" ||
    ctx.style === "adventure" ||
    SCENARIO_TAGS.test(tags) ||
    EXPLICIT_RP.test(tags);
  if (!scenario) return false;
  if (!REAL_LIFE_TAGS.test(tags) || EXPLICIT_RP.test(tags)) return true;
  return ctx.history.some((t) => t.role === "user" && /\*[^*]{3,}\*/.test(t.content));
}

const QUESTION_START =
  /^(?:who|whom|whose|what|which|where|when|why|how|is|are|was|were|am|do|does|did|can|could|would|will|should|shall|may|might|must|have|has|had|isn't|aren't|don't|doesn't|didn't|won't|can't)\b/i;
const ABOUT_BOT = /\b(?:you|your|yours|yourself|u|ur|urself)\b/i;
// What a question asks of the bot's own life, likes and past ("you ever", "ur favourite", "do u
// sleep"), not of the scene ("what do you see?") nor the bot's opinion of it ("do you think he…").
const OWN_LIFE =
  /\b(?:you|u)\s+(?:\w+\s+)?(?:ever|sleep|eat|dream|miss|grow up|grew up|born|get (?:tired|lonely|bored|scared|homesick|sad|hungry))\b|\b(?:your|ur)\s+(?:favou?rite|best|worst|hobby|hobbies|free time|day off|family)\b/i;
const OPINION = /\b(?:you|u)\s+(?:think|reckon|suppose|believe|know|remember|guess)\b/i;

/**
 * "wait do u even sleep", "whats the best treasure you ever found": a question to the bot about its
 * own life, typed with or without "?", is for the plans about the bot, never a move of the scene.
 */
export function asksBotLife(message: string): boolean {
  const asked = lastSentence(message)
    .replace(/[’‘]/g, "'")
    .replace(/^(?:(?:so|and|but|ok|okay|btw|oh|wait|hey|lol|also)\b[,!]?\s+)+/i, "")
    .replace(/\b(what|where|how|who)s\b/gi, "$1's");
  return QUESTION_START.test(asked) && OWN_LIFE.test(asked) && !OPINION.test(asked);
}
const MEASURE = /\bhow (?:many|much|far|long|old)\b/i;
const FUTURE = /\b(?:will|today|tomorrow|tonight|weekend|week|month|year|on duty|open|opens|close|closes)\b/i;

/** The message's last sentence, the one a question is in. */
function lastSentence(message: string): string {
  const parts = message
    .replace(/\*[^*]*\*/g, " ")
    .split(/(?<=[.!?…])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return parts.at(-1) ?? message;
}

/**
 * "Why is there a time pod in my flowerbed?", "who lit that candle?", "do we have any food?": a
 * question about something here in the scene. One about the bot, about how many, far or long,
 * about what is to come, or asking whether something is safe, hard or worth it, is for the other
 * plans.
 */
function asksInScene(message: string, focus: Focus, story: Story): boolean {
  const going = sceneGoing(story);
  if (!/\?\s*$/.test(message) || MEASURE.test(message)) return false;
  const asked = lastSentence(message);
  // "Who was Harriet Crowe to you?": someone the scene has named already, asked about by name.
  const known =
    going &&
    focus.named.some(
      (e) => e.kind === "person" && /^[A-Z]/.test(e.name) && story.people.some((p) => e.name.includes(p)),
    );
  if (known && /^who\b/i.test(asked)) return true;
  if (ABOUT_BOT.test(asked)) return false;
  // The weather, tomorrow's sky, this week's prices: what the engine cannot know is not in the scene.
  if (unknowable(message) || FUTURE.test(message)) return false;
  if (parseQuestion(message)?.judgement) return false;
  if (!focus.named.length) return false;
  // "So Holt keeps the crown in his villa?": a statement asked back, to be confirmed in the scene.
  if (!QUESTION_START.test(asked.replace(/^(?:so|and|but|wait|then|okay|ok),?\s+/i, ""))) return true;
  // "Do we have any rope?", "Can we climb it?": what we do or have here.
  if (going && /^(?:do|does|did|can|could|should|shall|is|are)\s+(?:we|i|there)\b/i.test(asked)) return true;
  return (
    /\b(?:this|these|that|those|there|here|it)\b/i.test(message) &&
    focus.named.some((e) => e.kind !== "person")
  );
}

/**
 * "She goes pale and says Otto owed Gus Pell", "The clerk brings out a silver cigarette case":
 * in a scene already under way, something the member tells as it happens, naming who or what.
 */
function narrates(message: string, focus: Focus, going: boolean): boolean {
  if (!going || /\?/.test(message) || asksByShape(message.trim()) || !focus.named.length) return false;
  // "I think…", "My mum says…": what the member thinks, or their life, not the scene.
  return !/^(?:(?:i|we) (?:think|feel|guess|believe|suppose|wonder|hope|wish)|honestly|personally|my (?:mum|mom|dad|mother|father|boss|partner|wife|husband|therapist)\b)/i.test(
    message.replace(/^\*[^*]*\*\s*/, "").trim(),
  );
}

/** A scene is under way once the member has made a move, or named its cast and places. */
export function sceneGoing(story: Story): boolean {
  return story.beats > 0 || story.people.length + story.places.length + story.objects.length >= 2;
}

/** Is this message a turn of the scene (`statement`: it opens the case or gives a lead)? */
export function isSceneTurn(ctx: Ctx, story: Story, focus: Focus, statement: boolean): boolean {
  if (asksBotLife(ctx.message)) return false;
  const move = isSceneMove(ctx.message);
  const kind = detectIntent(ctx.message).kind;
  // "I'm nervous about my exam": a feeling is answered as one, unless it is a move or the scene's
  // own news ("a book my aunt hid here before she died", "we go down to the cellar").
  // "There's a sleepy owl in the hollow!" is the scene's news, not the member's feeling.
  const going = sceneGoing(story);
  const happening = newsInScene(ctx.message, ctx.history);
  const told = happening || /^(?:there's|there is|there are|theres)\b/i.test(ctx.message.trim());
  if (kind === "feeling" && !move && !statement && !told && !goalIn(ctx.message)) return false;
  return (
    move ||
    statement ||
    happening ||
    ((going || focus.named.length > 0) && commands(ctx.message)) ||
    asksInScene(ctx.message, focus, story) ||
    (describesScene(ctx.message) && focus.mentions.length > 0) ||
    narrates(ctx.message, focus, going)
  );
}

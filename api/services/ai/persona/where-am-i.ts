// "Hi. um. where am i?" to a scenario bot: where its story is set, from the card's own scenario,
// told to the member ("You've wandered off the path into the Silverwood at twilight, and found me
// beside a softly glowing pool"), never "I can't look things up". Once the member has set the
// scene somewhere of their own, that place is where we are.
import type { Ctx } from "./context";
import { helloBack } from "./hello";
import { basePlan, type Plan } from "./plan";
import { beatParts } from "./scene-beat";
import { runsScenes } from "./scene-route";
import { readStory } from "./story";
import { baseVerbs, capitalize } from "./text";

const WHERE_AM_I =
  /\bwhere (?:am i|are we|r we|is this(?: place)?|(?:the heck|on earth) (?:am i|are we))(?: (?:now|right now|exactly|even|rn))?\s*(?:[?!.,]|$)/i;

/**
 * The card's scenario up to the sentence that places the member, said to them: {{user}} is "you"
 * and their things "your"; {{char}} is "I" (its verbs in the base form) or "me", its things "my".
 */
export function scenarioToYou(scenario: string): string {
  const sentences = scenario.split(/(?<=[.!?])\s+/).slice(0, 2);
  const upTo = sentences.findIndex((x) => /\{\{user\}\}/i.test(x));
  if (upTo < 0) return "";
  const told = sentences.slice(0, upTo + 1).join(" ");
  const bot = /\{\{char\}\}/i.test(told);
  const out = told
    .replace(/\{\{user\}\} and \{\{char\}\}|\{\{char\}\} and \{\{user\}\}/gi, "you and I")
    .replace(/\{\{user\}\}'s\b/gi, "your")
    .replace(/\{\{char\}\}'s\b/gi, "my")
    .replace(
      /\{\{(user|char)\}\} has (?=(?:just |already )?[a-z]+(?:ed|en|wn|ne|ght|ung|ot|un|ound|ome|ade|eft)\b)/gi,
      (_m, who: string) => (who.toLowerCase() === "user" ? "you've " : "I've "),
    )
    .replace(/\{\{user\}\} has\b/gi, "you have")
    .replace(/\{\{user\}\} is\b/gi, "you're")
    .replace(/\{\{user\}\} was\b/gi, "you were")
    .replace(/\{\{user\}\} ([a-z]+s)\b/gi, (_m, verb: string) => `you ${baseVerbs(verb)}`)
    .replace(/\{\{user\}\}/gi, "you")
    .replace(/\{\{char\}\} is\b/gi, "I'm")
    .replace(/\{\{char\}\} has\b/gi, "I have")
    .replace(
      /\{\{char\}\} ([a-z]+s)\b((?:[^,.]*?\band ([a-z]+s)\b)?)/gi,
      (_m, verb: string, rest: string, verb2?: string) =>
        `I ${baseVerbs(verb)}${verb2 ? rest.replace(new RegExp(`\\b${verb2}\\b`), baseVerbs(verb2)) : rest}`,
    )
    .replace(/\{\{char\}\}/gi, "me")
    // The member's things are theirs ("their cabin"); the bot's, when it is in the scene, its own.
    .replace(/\btheir\b/gi, "your")
    .replace(/\b(?:his|her)\b/gi, (w) => (bot ? "my" : w))
    .replace(/\bme, who is\b/g, "me while I'm")
    .replace(/\bbetween them\b/g, "between us")
    // "I've just crashed my time pod into your back garden and need help".
    .replace(
      /^(I(?:'ve|'m)? [^.]*?\band )([a-z]+s)\b/,
      (_m, before: string, verb: string) => before + baseVerbs(verb),
    )
    .replace(/([.!?]\s+)([a-z])/g, (_m, end: string, letter: string) => end + letter.toUpperCase());
  return capitalize(out);
}

/** "Where am I?", "where are we?" asked of a scenario bot: the scene's place, else the card's. */
export function whereAmIPlan(ctx: Ctx): Plan | null {
  if (!WHERE_AM_I.test(ctx.message) || !runsScenes(ctx)) return null;
  const story = readStory(ctx.history, [ctx.bot.name, ctx.userName]);
  const details = beatParts(ctx).details;
  const setting = story.place ? `We're in ${story.place}.` : scenarioToYou(ctx.bot.scenario ?? "");
  if (!setting) return null;
  const hello = helloBack(ctx);
  const cores = details.map((d) => [hello, setting, d].filter(Boolean).join(" "));
  return { ...basePlan(cores), actionChance: 2, weaveChance: 0, followChance: 3, addOns: false };
}

// The plan for a request for advice: the steps on file for the subject (words/advice.json), two at a
// time so a regenerate gives the others, never the same steps twice in a chat; for a how-to with no
// steps on file, ways to start on it named in the member's words; a card that rules out medical
// advice adds its limit.
import { adviceOn, findAdvice } from "./advice";
import type { Ask } from "./asks";
import { memberTurnsBefore, type Ctx } from "./context";
import { MEDICAL_LIMIT } from "./directives";
import { everydayTipsPlan } from "./everyday-tips";
import { asAction } from "./intent-parse";
import { basePlan, fillAll, fixedPlan, type Plan, type Vals } from "./plan";
import { seededRandom } from "./random";
import { capitalize, reflect } from "./text";

/** One of the lines saying the bot is no doctor, for a card that asks for it. */
export function medicalLimit(ctx: Ctx): string {
  return seededRandom(`${ctx.seed}:limit`).pick(MEDICAL_LIMIT)!;
}

export function advicePlan(ctx: Ctx, asked: Ask, vals: Vals): Plan {
  // "What should I do?" is about whatever was said before.
  const ask = /^(?:do|it|that|this|now|today|something|anything|so)$/i.test(asked.topic)
    ? { ...asked, topic: "" }
    : asked;
  // A bare verb ("How should I prepare?") is about whatever was said before, too.
  const vague = !ask.topic || !/\s/.test(ask.topic);
  const context = `${ask.topic} ${ctx.message} ${vague ? `${ctx.previousTopic()?.phrase ?? ""} ${previousMessage(ctx)}` : ""}`;
  const found = findAdvice(context);
  // Steps already given in this chat are not given again as the answer to another question.
  const given =
    found && ctx.history.some((t) => t.role === "assistant" && t.content.includes(found.steps[0]!));
  const advice = given ? null : found;
  const howTo = ctx.message.match(/\bhow (?:do|can|should|would) i\s+([^?!.]+)|\bhow to\s+([^?!.]+)/i);
  // Everyday help on file ("can never fall asleep before an early shift. tips?") before any way to
  // start; a how-to's own words say what it is for ("To get a wine stain out of a shirt: blot…").
  const about = ask.topic || ctx.previousTopic()?.phrase;
  const purpose = howTo && !vague ? reflect(howTo[1] ?? howTo[2]!) : undefined;
  const tips = advice ? null : everydayTipsPlan(ctx, { purpose, about: context, subject: about });
  if (tips) return tips;
  // "How do I …?" with no steps on file: ways to start on it, named in the member's words.
  if (!advice && purpose) return fixedPlan(adviceOn(asAction(purpose.split(/\s+/).slice(0, 10).join(" "))));
  if (!advice) {
    const intro = about ? `About ${about}: ` : "";
    const p = basePlan(
      fillAll(
        [
          `${intro}start with the smallest step you can take today, and build from there.`,
          `${intro}write down your options, sleep on it, and pick the one that makes you feel lighter.`,
          `${intro}be kind to yourself while you figure it out, and take it one piece at a time.`,
        ].map(capitalize),
        vals,
      ),
      ["What are you leaning towards?", "What does your gut say?"],
    );
    return { ...p, openers: true, followChance: 7 };
  }
  const limit = advice.health && ctx.directives.noMedical ? [medicalLimit(ctx)] : [];
  // Four steps or more come two at a time, so a regenerate gives the other steps, not the same ones.
  const half = Math.ceil(advice.steps.length / 2);
  const sets =
    advice.steps.length >= 4 ? [advice.steps.slice(0, half), advice.steps.slice(half)] : [advice.steps];
  const cores = [`Here's my advice on ${advice.subject}:`, `Okay, ${advice.subject}. Try this:`].map(
    (intro, k) => [intro, ...sets[k % sets.length]!.map((s, i) => `${i + 1}. ${s}`), ...limit].join("\n"),
  );
  return fixedPlan(cores);
}

const previousMessage = (ctx: Ctx) => memberTurnsBefore(ctx).at(-1) ?? "";

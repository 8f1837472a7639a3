// Replies in French, Spanish, German, Portuguese, Italian and Japanese: the intent's line in that
// language, sums worked out, everyday words translated, and, when the engine cannot really follow
// (an open question, a long statement) or the first time, a kind line saying what the demo engine
// can do in that language.
import type { Ctx } from "./context";
import { foreignIntent, likedThing, translate, translationAsked } from "./language";
import { solveMath } from "./math";
import { PHRASEBOOK, type ForeignLang } from "./phrasebook";
import { basePlan, fillAll, type Plan } from "./plan";

export function foreignPlan(ctx: Ctx, lang: ForeignLang): Plan {
  const book = PHRASEBOOK[lang];
  const math = solveMath(ctx.message);
  const intent = foreignIntent(ctx.message, math);
  const vals = {
    user: ctx.address || "",
    char: ctx.bot.name,
    x: likedThing(ctx.message) ?? "",
    shown: math?.shown,
    result: math?.result,
  };
  const asked = translationAsked(ctx.message);
  const translated = asked && asked.lang === lang ? translate(asked.word, lang) : null;
  let cores = translated ? fillAll([book.translated], { ...vals, x: asked!.word, result: translated }) : [];
  if (!cores.length) cores = fillAll(book.lines[intent], vals);
  // A line whose placeholder has no value ("{user}" for a user without a name) falls back to the
  // statement lines, which need none.
  if (!cores.length) cores = fillAll(book.lines.statement, vals);

  const saidDemo = ctx.history.some(
    (t) => t.role === "assistant" && book.demo.some((d) => t.content.includes(d)),
  );
  const unsure = intent === "question" || intent === "statement";
  const plan = basePlan(cores, intent === "goodbye" ? [] : book.followUps);
  plan.extras = book.demo;
  plan.extraChance = !saidDemo || unsure ? 10 : 0;
  plan.followChance = intent === "goodbye" || intent === "thanks" ? 0 : 4;
  plan.weaveChance = 0;
  plan.actionChance = 0;
  plan.foreign = true;
  return plan;
}

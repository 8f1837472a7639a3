// "Is it ok to do yoga on my period?", "my coworker is 8 months pregnant, what should she skip?":
// what is fine and what to skip for a condition the message or the chat names (pregnancy, a period,
// a cold), about whoever has it; "how much water should I drink, in ml?", the everyday amount. Where the go-ahead is a professional's (a pregnancy), that is said
// first, once in a chat; then the concrete, safe answer. Words: words/body-care.json.
import { personOf } from "./advice-default";
import { typedMessage, type Ctx } from "./context";
import { answerPlan, fillAll, type Plan, type Vals } from "./plan";
import { WORDS } from "./words";

const C = WORDS.bodyCare;
const CONDITIONS = C.conditions.map((c) => ({ ...c, re: new RegExp(c.about, "i") }));
const OK = new RegExp(C.asks.ok, "i");
const SKIP = new RegExp(C.asks.skip, "i");
const AMOUNT = new RegExp(C.asks.amount, "i");
const AMOUNTS = C.amounts.map((a) => ({ ...a, re: new RegExp(a.about, "i") }));
/** How many of the member's messages back the condition is looked for. */
const LOOKBACK = 3;

/** What is fine, or what to skip, with the condition of the message or the chat's; else null. */
export function bodyCarePlan(ctx: Ctx, vals: Vals): Plan | null {
  // As typed: "what should she skip", whoever "she" is.
  const text = typedMessage(ctx);
  // A question with figures of its own is a sum ("3 people for 2 days at 3 litres each").
  const amount = AMOUNT.test(text) && !/\d/.test(text) && AMOUNTS.find((a) => a.re.test(text));
  if (amount) return answerPlan(fillAll(amount.lines, vals));
  const asks = SKIP.test(text) ? "skip" : OK.test(text) ? "ok" : null;
  if (!asks) return null;
  const said = [
    ctx.message,
    ...ctx.history
      .filter((t) => t.role === "user")
      .slice(-LOOKBACK, -1)
      .reverse()
      .map((t) => t.content),
  ];
  const here = said.map((s) => CONDITIONS.find((c) => c.re.test(s))).find(Boolean);
  if (!here) return null;
  const third = /\b(?:she|her|he|him|they|them)\b/i.test(text);
  const who = third ? (personOf(ctx) ?? "her") : "you";
  const pro =
    here.pro && !ctx.history.some((t) => t.role === "assistant" && t.content.includes(here.pro!))
      ? `${here.pro} `
      : "";
  return answerPlan(fillAll(here[asks], { ...vals, who }).map((line) => `${pro}${line}`));
}

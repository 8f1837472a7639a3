// "so that's too slow for march right": the time just worked out (16 weeks to 10 pull-ups at one
// more every 2 weeks) against the time to the date the member named, worked out earlier in the chat
// (12 weeks till March 1st): yes or no, with both figures and the gap. Both come from the bot's own
// replies, so nothing is guessed; a chat with no such figures leaves the question to other plans.
import type { ChatTurn } from "../types";
import { typedMessage, type Ctx } from "./context";
import { answerPlan, fillAll, type Plan, type Vals } from "./plan";
import { WORDS } from "./words";

const ASKED =
  /\btoo (?:slow|late|long)\b.*?\bfor\s+(?:the\s+)?([a-z]+)|\b(?:will|would|can|do) (?:i|we) (?:make it|get there) (?:by|for|in time for)\s+(?:the\s+)?([a-z]+)/i;
const PERIOD = /\b(\d+(?:\.\d+)?)\s*(weeks?|days?|months?)\b/i;
const DAYS: Record<string, number> = { day: 1, week: 7, month: 30 };

/** A reply's first period, in days, with its unit. */
function periodIn(text: string): { days: number; unit: string } | null {
  const m = text.match(PERIOD);
  if (!m) return null;
  const unit = m[2]!.toLowerCase().replace(/s$/, "");
  return { days: Number(m[1]) * DAYS[unit]!, unit };
}

/** The bot's figure for the time to `target`: its reply to the latest member turn that named it. */
function timeTo(history: readonly ChatTurn[], target: string): { days: number; unit: string } | null {
  const named = new RegExp(`\\b${target}\\b`, "i");
  for (let k = history.length - 3; k >= 0; k--) {
    const turn = history[k]!;
    const reply = history[k + 1];
    if (turn.role !== "user" || reply?.role !== "assistant" || !named.test(turn.content)) continue;
    const found = periodIn(reply.content);
    if (found) return found;
  }
  return null;
}

const say = (days: number, unit: string) => {
  const n = Math.round((days / DAYS[unit]!) * 10) / 10;
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
};

export function paceCheckPlan(ctx: Ctx, vals: Vals): Plan | null {
  const typed = typedMessage(ctx);
  const m = typed.match(ASKED);
  const target = (m?.[1] ?? m?.[2])?.toLowerCase();
  const last = ctx.history.at(-2);
  if (!target || last?.role !== "assistant") return null;
  const need = periodIn(last.content);
  const have = need ? timeTo(ctx.history.slice(0, -2), target) : null;
  if (!need || !have) return null;
  const unit = need.unit;
  const words = WORDS.numbersTyped;
  const filled = {
    ...vals,
    need: say(need.days, unit),
    have: say(have.days, unit),
    target,
    short: say(need.days - have.days, unit),
    spare: say(have.days - need.days, unit),
  };
  const lines = fillAll(need.days > have.days ? words.tooSlowYes : words.tooSlowNo, filled);
  return answerPlan(lines);
}

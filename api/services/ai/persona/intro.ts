// "im Ezra btw. i teach middle school science", "I'm Mara, by the way": the member introduces
// themselves. The reply meets them by the name they gave and, when they say what they do, names
// that too, instead of "Im Ezra btw? Tell me more about that."
import type { Ctx } from "./context";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { reflect, splitSentences } from "./text";
import { WORDS } from "./words";

const NAMED =
  /^(?:(?:[Hh]i|[Hh]ey|[Hh]ello|[Oo]h|[Oo]k|[Oo]kay|[Aa]nd)[,.!]?\s+)?(?:[Ii]'m|[Ii]m|[Ii] am|[Mm]y name's|[Mm]y name is|[Nn]ame's|[Cc]all me)\s+([A-Z][\p{L}'-]+)(?:[,\s]+(?:btw|by the way|here|lol|haha))?[\s,.!]*$/u;
const DOING =
  /^(?:and\s+)?i\s+((?:teach|work|study|run|own|manage|drive|write|build|design|coach|nurse|cook|bake|fix|make|sell|play|paint|volunteer)\b.{2,60}?)[\s.!]*$/i;

/** The plan meeting the member by name, or null when the message introduces no one. */
export function introPlan(ctx: Ctx, vals: Vals): Plan | null {
  const sentences = splitSentences(ctx.message.replace(/[’‘]/g, "'").trim());
  const name = sentences[0]?.match(NAMED)?.[1];
  if (!name || sentences.length > 2) return null;
  const doing = sentences[1]?.match(DOING)?.[1];
  const lines = doing
    ? fillAll(WORDS.talk.intro.doing, { ...vals, name, doing: reflect(doing) })
    : fillAll(WORDS.talk.intro.plain, { ...vals, name });
  // The name is in the reply already; the account's name would be a second one.
  ctx.useName = false;
  return { ...basePlan(lines), followChance: 2, weaveChance: 0, actionChance: 3, addOns: false };
}

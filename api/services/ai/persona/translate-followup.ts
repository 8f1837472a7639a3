// "And 'excuse me'?", "what about sorry?" right after "how do you say thank you in Japanese?": the
// new phrase in the language just asked for, from the member's message before (nothing stored).
import { typedMessage, type Ctx } from "./context";
import { translate, translationAsked } from "./language";
import type { ForeignLang } from "./phrasebook";

const FOLLOW =
  /^(?:ok(?:ay)?,? |and |so |now |what about |how about |and what about |and how about )+["'“‘]?\s*([a-z' ]+?)\s*["'”’]?\s*\??$/i;

/** The phrase of an "and 'X'?" in the language of the member's translation ask before; else null. */
export function translationFollowUp(ctx: Ctx): { word: string; lang: ForeignLang } | null {
  const typed = typedMessage(ctx).trim();
  const word = typed
    .match(FOLLOW)?.[1]
    ?.toLowerCase()
    .replace(/^'+|'+$/g, "")
    .trim();
  if (!word) return null;
  const before = ctx.history.filter((t) => t.role === "user").at(-2)?.content ?? "";
  const asked = translationAsked(before);
  return asked && translate(word, asked.lang) ? { word, lang: asked.lang } : null;
}

// The offline engine in a group chat: a character who knows who else is there. When the member
// speaks to the whole group, it answers for itself and hands the word to one of the others, by name.
import type { Ctx } from "./context";

const TO_EVERYONE =
  /\b(?:every(?:one|body)|all of you|you all|y'all|you guys|guys|both of you|you two|team|folks)\b/i;

/** The reply, handed on to another character when the message was for everyone. */
export function withGroupHandOff(ctx: Ctx, reply: string): string {
  if (!ctx.others.length || !TO_EVERYONE.test(ctx.message)) return reply;
  const other = ctx.others[ctx.seed % ctx.others.length]!;
  const first = other.split(/\s+/)[0] ?? other;
  return `${reply.trimEnd()} ${first}, what do you say?`;
}

// Which rule a 403 from the chat API stands for, read from its message. Apart from chat-access.ts:
// the public bot lists use that module on the first visit, and this one needs the specification's
// whole copy (contract/messages.ts), which the home page does not.
import { COPY } from "#contract/messages";
import type { AccessBlock } from "./chat-access";

export function accessBlockOf(message: string): AccessBlock {
  return message === COPY.singlePassOnly ? "single-pass" : "subscription";
}

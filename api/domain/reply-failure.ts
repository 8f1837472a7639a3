// What the member is told when a reply fails: the kind of failure in plain words, never the
// provider's own message (that goes to the log, services/ai/errors.ts).
import { CHAT_COPY } from "../../contract/chat-schemas";
import { AIProviderError } from "../services/ai/errors";

export function replyFailureCopy(failure: unknown): string {
  if (!(failure instanceof AIProviderError)) return CHAT_COPY.replyFailed;
  if (failure.failure === "busy") return CHAT_COPY.providerBusy;
  return failure.failure === "refused" ? CHAT_COPY.providerRefused : CHAT_COPY.replyFailed;
}

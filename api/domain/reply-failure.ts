// What the member is told when a reply fails: the kind of failure in plain words, never the
// provider's own message (that goes to the log, services/ai/errors.ts).
import { CHAT_COPY } from "../../contract/chat-schemas";
import { errorSummary } from "../../contract/error-summary";
import { AIProviderError } from "../services/ai/errors";

export function replyFailureCopy(failure: unknown): string {
  if (!(failure instanceof AIProviderError)) return CHAT_COPY.replyFailed;
  if (failure.failure === "busy") return CHAT_COPY.providerBusy;
  return failure.failure === "refused" ? CHAT_COPY.providerRefused : CHAT_COPY.replyFailed;
}

/** A failure of ours, with a code the log shows beside our own words. */
class ReplyFailure extends Error {
  readonly code: string;
  constructor(code: "stalled" | "empty", message: string) {
    super(message);
    this.code = `reply_${code}`;
  }
}

export const replyFailure = (code: "stalled" | "empty", message: string) => new ReplyFailure(code, message);

/**
 * A failed reply in a log line. Our own failures (a stall, the whole-reply limit, an empty reply) and
 * a model server's error are written out: theirs are the operator's best clue (errors.ts cuts the
 * member's words out of them), ours hold no one's text. Any other error is logged by kind and codes.
 */
export const failureForLog = (failure: unknown) =>
  failure instanceof AIProviderError || failure instanceof ReplyFailure
    ? `${failure.message}${failure instanceof ReplyFailure ? ` (${failure.code})` : ""}`
    : errorSummary(failure);

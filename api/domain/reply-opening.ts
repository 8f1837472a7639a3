// The provider's side of a reply, opened as soon as the prompt is built: a new message's request
// goes out while the message is still being stored, so the provider's round trip and the store
// overlap. Nothing it says reaches anyone before the reply's generation takes it over
// (reply-generation.ts), which happens only once the row exists; a store that fails aborts it.
import type { ReplyObserver, ReplyUsage } from "../services/ai/types";
import type { Services } from "../services/types";
import { guardReply, type GuardedReply, type GuardedRequest } from "./safety";

export interface OpenedReply {
  /** Ends the provider's request (the member's Stop, a timeout, or the message not stored). */
  readonly controller: AbortController;
  /** The safety layer's verdicts on the reply, known once its pieces are read to the end. */
  readonly guarded: GuardedReply;
  /** The reply's checked text, from its first piece (already asked for). */
  readonly pieces: AsyncIterable<string>;
  /** The generation's own observer: what the provider said before it was given is replayed to it. */
  bind(observer: Required<Pick<ReplyObserver, "alive" | "thinking" | "finished" | "usage">>): void;
}

/**
 * Sends the request and asks for the first checked piece, which nobody reads until the
 * generation binds to it. Until then the provider's signs of life are kept, not acted on.
 */
export function openReply(services: Services, request: GuardedRequest): OpenedReply {
  const controller = new AbortController();
  let bound: Parameters<OpenedReply["bind"]>[0] | null = null;
  let thought = false;
  let used: ReplyUsage | null = null;
  const observer: ReplyObserver = {
    alive: () => bound?.alive(),
    thinking: () => (bound ? bound.thinking() : (thought = true)),
    finished: () => bound?.finished(),
    usage: (usage) => (bound ? bound.usage(usage) : (used = usage)),
  };
  const ai = request.engine?.ai ?? services.ai;
  const guarded = guardReply(services, ai, { ...request, observer }, controller.signal);
  const iterator = guarded.pieces[Symbol.asyncIterator]();
  const first = iterator.next();
  // Read (or dropped, when the message was not stored) by the generation; never unhandled here.
  first.catch(() => {});
  async function* pieces(): AsyncGenerator<string> {
    const head = await first;
    if (head.done) return;
    yield head.value;
    yield* { [Symbol.asyncIterator]: () => iterator };
  }
  return {
    controller,
    guarded,
    pieces: pieces(),
    bind(observer) {
      bound = observer;
      if (thought) observer.thinking();
      if (used) observer.usage(used);
    },
  };
}

// The offline persona engine: an in-character reply built only from the bot card and the
// conversation so far, with no network and no model. It answers sums and conversions (mathjs),
// writes poems, jokes, stories and recipes on request, replies in French, Spanish, German,
// Portuguese, Italian and Japanese, says honestly what it cannot know, remembers what the user
// told it, follows what the card asks for, never reuses a recent reply, and streams word by word.
// It is a demo engine, not a language model; it never claims to be a person.
import type { AIProvider, ReplyRequest } from "../types";
import { composeReply } from "./compose";
import { loadPersonaLibraries } from "./libs";

export { composeReply, loadPersonaLibraries };

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });
}

export function createPersonaProvider(options: { delayMs?: number } = {}): AIProvider {
  const delayMs = Math.max(0, options.delayMs ?? 0);
  // Loading starts now, in the background; the first reply waits for it.
  const ready = loadPersonaLibraries();
  ready.catch(() => {});
  return {
    name: "persona",
    async *streamReply(request: ReplyRequest): AsyncIterable<string> {
      const signal = request.signal;
      if (signal?.aborted) return;
      await ready;
      if (signal?.aborted) return;
      const reply = composeReply(request);
      const words = reply.match(/\s*\S+\s*/g) ?? [];
      for (let k = 0; k < words.length; k++) {
        if (signal?.aborted) return;
        if (k > 0 && delayMs > 0) {
          await sleep(delayMs, signal);
          if (signal?.aborted) return;
        }
        yield words[k]!;
      }
    },
  };
}

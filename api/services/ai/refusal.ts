// A model server's answer that is not 2xx, as the error to log and to classify (errors.ts): the
// status, the provider's own error read from the body (only its first 16 KB), and how long the
// server asks us to wait (Retry-After). 429 and 5xx may be retried.
import { AIProviderError, describeProviderError, parseErrorBody } from "./errors";
import type { PostResponse } from "./http-post";

/** Enough of an error body for its message; the rest is not read. */
const ERROR_BODY_MAX_BYTES = 16_384;

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : undefined;
}

async function errorBody(res: PostResponse): Promise<string> {
  const parts: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of res.chunks()) {
      parts.push(chunk);
      size += chunk.length;
      if (size >= ERROR_BODY_MAX_BYTES) break;
    }
  } catch {
    // A body cut off still says what it said so far.
  } finally {
    res.release(false);
  }
  return Buffer.concat(parts).toString("utf8");
}

/** `userTexts`: what the member wrote, cut out of the provider's message if it quotes it. */
export async function refusalOf(
  res: PostResponse,
  userTexts: readonly string[],
): Promise<{ error: AIProviderError; body: string }> {
  const body = await errorBody(res);
  const error = new AIProviderError(
    describeProviderError(`The AI server answered ${res.status}`, parseErrorBody(body), userTexts),
    res.status === 429 || res.status >= 500,
    retryAfterMs(res.header("retry-after")),
    res.status,
  );
  return { error, body };
}

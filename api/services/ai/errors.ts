// What went wrong at the model server. The provider's own account (HTTP status, error type, message)
// goes into the log line, so an operator sees "answered 400 (invalid_request_error): Unsupported
// parameter: 'max_tokens'" rather than a bare status; the member is only told which kind of failure
// it was (failureClassOf, shown with CHAT_COPY's words by api/domain/reply-failure.ts).

/** busy: try again later (429, 503, 529); refused: this model will not take this request (400, 422). */
export type FailureClass = "busy" | "refused" | "other";

const BUSY = new Set([429, 503, 529]);
// 422 is how FastAPI-based servers (Mistral's API among them) refuse a request body.
const REFUSED = new Set([400, 422]);

export function failureClassOf(status: number | undefined): FailureClass {
  if (status === undefined) return "other";
  if (BUSY.has(status)) return "busy";
  return REFUSED.has(status) ? "refused" : "other";
}

export class AIProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs?: number,
    /** The provider's HTTP status, or the numeric code of an error it sent inside the stream. */
    readonly status?: number,
  ) {
    super(message);
  }

  get failure(): FailureClass {
    return failureClassOf(this.status);
  }
}

/** The longest piece of a provider's error message kept in a log line. */
const MESSAGE_MAX_CHARS = 300;

export interface ProviderErrorDetail {
  type?: string;
  message?: string;
  /** A numeric `code` in the body (llama.cpp, vLLM, OpenRouter put the HTTP status there). */
  code?: number;
}

const text = (v: unknown): string | undefined =>
  typeof v === "string" ? v : v === undefined || v === null ? undefined : JSON.stringify(v);

/**
 * The provider's error from any of the shapes servers use: OpenAI's `{ error: { message, type } }`,
 * llama.cpp's and OpenRouter's numeric `error.code`, Ollama's `{ error: "..." }`, vLLM's and
 * Mistral's top-level `{ object: "error", message, type }` (Mistral's message is an object),
 * Anthropic's `{ type: "error", error: { type, message } }`, and a one-element array of these.
 */
export function providerErrorDetail(body: unknown): ProviderErrorDetail {
  const json = Array.isArray(body) ? body[0] : body;
  if (!json || typeof json !== "object") return {};
  const root = json as Record<string, unknown>;
  if (typeof root.error === "string") return { message: root.error };
  const inner = root.error && typeof root.error === "object" ? (root.error as Record<string, unknown>) : root;
  const code = inner.code ?? root.code;
  return {
    type: text(inner.type ?? (inner === root ? undefined : root.type)),
    message: text(inner.message ?? inner.detail),
    code: typeof code === "number" ? code : undefined,
  };
}

/**
 * One line for the log: the status, the error type and the provider's message, shortened, with any
 * of `userTexts` (what the member wrote, which some servers quote back) cut out.
 */
export function describeProviderError(
  what: string,
  detail: ProviderErrorDetail,
  userTexts: readonly string[] = [],
): string {
  let message = cutOut((detail.message ?? "").replace(/\s+/g, " ").trim(), userTexts);
  if (message.length > MESSAGE_MAX_CHARS) message = `${message.slice(0, MESSAGE_MAX_CHARS)}…`;
  const type = detail.type ? ` (${detail.type.slice(0, 80)})` : "";
  return `${what}${type}${message ? `: ${message}` : "."}`;
}

function cutOut(message: string, userTexts: readonly string[]): string {
  for (const t of userTexts) {
    const quoted = t.trim();
    if (quoted.length >= 8) message = message.split(quoted).join("[…]");
  }
  return message;
}

/** The same error with any of `userTexts` cut out of its message (errors read inside a stream). */
export function withoutUserTexts(err: AIProviderError, userTexts: readonly string[]): AIProviderError {
  const message = cutOut(err.message, userTexts);
  return message === err.message
    ? err
    : new AIProviderError(message, err.retryable, err.retryAfterMs, err.status);
}

/** The JSON of an error body, or the body itself as the message when it is not JSON. */
export function parseErrorBody(body: string): ProviderErrorDetail {
  try {
    return providerErrorDetail(JSON.parse(body));
  } catch {
    return body.trim() ? { message: body } : {};
  }
}

// Reasoning models think before they answer, and some refuse the usual request fields: OpenAI's
// o-series and gpt-5 answer 400 to max_tokens and to any temperature but their default. A model
// marked reasoning (AI_REASONING=1, or recognised by its name) is sent max_completion_tokens, with
// room for its thinking on top of the reply, and no temperature.

/** o1, o3, o4-mini, gpt-5, gpt-5-mini …, also behind a router's prefix ("openai/o3-mini"). */
const REASONING_MODEL = /^(?:o[134](?:-|$)|gpt-5)/i;

/** `setting`: AI_REASONING (true or false); unset: known reasoning model names. */
export function isReasoningModel(model: string, setting: boolean | undefined): boolean {
  return setting ?? REASONING_MODEL.test(model.split("/").pop() ?? model);
}

export interface LengthOptions {
  reasoning: boolean;
  /** The reply's own tokens (AI_MAX_TOKENS, or a summary's). */
  replyTokens: number;
  /** Tokens a reasoning model may think for on top of the reply (AI_REASONING_TOKENS). */
  reasoningTokens: number;
  /** What the context has left after the prompt; Infinity when unknown. */
  roomTokens: number;
  temperature: number;
}

/** A reply shorter than this is not worth asking for; the prompt's floor wins over the limits. */
export const MIN_REPLY_TOKENS = 16;

/** The length and sampling fields of a request body. */
export function lengthAndSampling(o: LengthOptions): Record<string, number> {
  if (o.reasoning) {
    const wanted = o.replyTokens + o.reasoningTokens;
    return { max_completion_tokens: Math.max(MIN_REPLY_TOKENS, Math.min(wanted, o.roomTokens)) };
  }
  return {
    max_tokens: Math.max(MIN_REPLY_TOKENS, Math.min(o.replyTokens, o.roomTokens)),
    temperature: o.temperature,
  };
}

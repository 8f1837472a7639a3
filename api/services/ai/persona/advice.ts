// Practical advice the persona engine gives when asked, by topic: short numbered steps a friend,
// coach or mentor would actually suggest. Health-adjacent topics stay general and say when to see a
// professional; nothing here is medical, legal or financial advice. The words are in words/advice.json.
import { WORDS } from "./words";

export interface Advice {
  about: RegExp;
  /** What the advice is about, in the bot's mouth ("sticking to a running plan"). */
  subject: string;
  steps: string[];
  /** True when a card that rules out medical advice should add its limit. */
  health?: boolean;
}

/** The advice by topic (words/advice.json), its topic words as a case-insensitive pattern. */
const ADVICE: Advice[] = WORDS.advice.advice.map((a) => ({ ...a, about: new RegExp(a.about, "i") }));

/** The advice for a topic, if the engine has some: the one whose words come first in `text`. */
export function findAdvice(text: string): Advice | null {
  let best: { advice: Advice; at: number } | null = null;
  for (const advice of ADVICE) {
    const at = text.search(advice.about);
    if (at >= 0 && (!best || at < best.at)) best = { advice, at };
  }
  return best?.advice ?? null;
}

/**
 * Advice on a subject the engine has no steps for, named in the member's words ("getting better at
 * chess"): ways to start on anything, each set of steps with its own intro, rather than "be kind
 * to yourself".
 */
export function adviceOn(about: string): string[] {
  const fill = (line: string) => line.replace(/\{about\}/gi, about);
  const { intros, steps } = WORDS.advice.fallback;
  return steps.map((set, k) =>
    [fill(intros[k % intros.length]!), ...set.map((step, i) => `${i + 1}. ${fill(step)}`)].join("\n"),
  );
}

/** Things to watch together: asked "what movie should we watch?", the engine suggests one. */
export const WATCH: readonly string[] = WORDS.advice.watch;

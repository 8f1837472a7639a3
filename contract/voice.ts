// How a bot sounds when a reply is read aloud ("Listen"). A character card may set it in
// `extensions.infinite.voice = { pitch, rate, voice }` (docs/character-voice.md); otherwise it is
// derived from the bot's id, so every bot sounds a little different and always the same.
import { z } from "zod";

export interface BotVoice {
  /** speechSynthesis pitch: 0.5 (low) to 2 (high); 1 is the voice's own. */
  pitch: number;
  /** speechSynthesis rate: 0.5 to 2; 1 is normal speed. */
  rate: number;
  /** The preferred voice's name (SpeechSynthesisVoice.name); null: picked from the page's language. */
  voice: string | null;
}

export const VOICE_PITCH = { min: 0.5, max: 2 } as const;
export const VOICE_RATE = { min: 0.5, max: 2 } as const;

/** The card extension; each field is optional and an unusable one is simply not used. */
export const cardVoiceSchema = z.object({
  pitch: z.number().min(VOICE_PITCH.min).max(VOICE_PITCH.max).optional().catch(undefined),
  rate: z.number().min(VOICE_RATE.min).max(VOICE_RATE.max).optional().catch(undefined),
  voice: z.string().trim().min(1).max(100).optional().catch(undefined),
});

/** FNV-1a: small and stable across runtimes. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // Murmur3's finaliser: ids that differ in one digit still land far apart in every bit.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The voice a bot gets when its card sets none: pitch 0.8–1.3, rate 0.9–1.1, the default voice. */
export function deriveVoice(botId: number): BotVoice {
  const h = hash(`bot:${botId}`);
  return {
    pitch: round2(0.8 + ((h & 0xffff) / 0xffff) * 0.5),
    rate: round2(0.9 + ((h >>> 16) / 0xffff) * 0.2),
    voice: null,
  };
}

/** The card's `extensions.infinite.voice`, field by field over the derived voice. */
export function botVoice(botId: number, card: unknown): BotVoice {
  const derived = deriveVoice(botId);
  const raw = (card as { extensions?: { infinite?: { voice?: unknown } } } | null)?.extensions?.infinite
    ?.voice;
  const parsed = cardVoiceSchema.safeParse(raw);
  if (!parsed.success) return derived;
  return {
    pitch: parsed.data.pitch ?? derived.pitch,
    rate: parsed.data.rate ?? derived.rate,
    voice: parsed.data.voice ?? derived.voice,
  };
}

/** Among the browser's voices: the named one, else one for the language chosen by the bot's id. */
export function pickVoice<V extends { name: string; lang: string }>(
  voices: readonly V[],
  wanted: BotVoice,
  botId: number,
  lang = "en",
): V | null {
  if (wanted.voice) {
    const named = voices.find((v) => v.name === wanted.voice);
    if (named) return named;
  }
  const prefix = lang.toLowerCase().split("-", 1)[0] ?? "";
  const matching = voices.filter((v) => v.lang.toLowerCase().startsWith(prefix));
  if (!matching.length) return null;
  return matching[hash(`voice:${botId}`) % matching.length] ?? null;
}

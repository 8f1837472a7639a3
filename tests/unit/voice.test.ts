// The voice Listen reads a bot's replies in (contract/voice.ts): the card's extension when set,
// else derived from the bot, so bots differ and each always sounds the same.
import { describe, expect, it } from "vitest";
import { botVoice, deriveVoice, pickVoice, VOICE_PITCH, VOICE_RATE } from "../../contract/voice";

describe("deriveVoice", () => {
  it("is the same for the same bot, within gentle ranges, with the browser's default voice", () => {
    for (let id = 1; id <= 50; id++) {
      const v = deriveVoice(id);
      expect(deriveVoice(id)).toEqual(v);
      expect(v.pitch).toBeGreaterThanOrEqual(0.8);
      expect(v.pitch).toBeLessThanOrEqual(1.3);
      expect(v.rate).toBeGreaterThanOrEqual(0.9);
      expect(v.rate).toBeLessThanOrEqual(1.1);
      expect(v.voice).toBeNull();
    }
  });

  it("gives different bots different voices", () => {
    const voices = new Set(Array.from({ length: 34 }, (_, i) => JSON.stringify(deriveVoice(i + 1))));
    expect(voices.size).toBeGreaterThan(30);
  });
});

describe("botVoice", () => {
  it("uses the card's extensions.infinite.voice when set", () => {
    const card = {
      extensions: { infinite: { voice: { pitch: 0.6, rate: 1.4, voice: "Google UK English Female" } } },
    };
    expect(botVoice(7, card)).toEqual({ pitch: 0.6, rate: 1.4, voice: "Google UK English Female" });
  });

  it("fills what the card leaves out, or gets wrong, from the derived voice", () => {
    const derived = deriveVoice(7);
    expect(botVoice(7, { extensions: { infinite: { voice: { rate: 1.2 } } } })).toEqual({
      ...derived,
      rate: 1.2,
    });
    expect(
      botVoice(7, {
        extensions: { infinite: { voice: { pitch: VOICE_PITCH.max + 1, rate: "fast", voice: "" } } },
      }),
    ).toEqual(derived);
    expect(botVoice(7, { extensions: { infinite: { voice: "deep" } } })).toEqual(derived);
    expect(botVoice(7, { name: "no extensions" })).toEqual(derived);
    expect(botVoice(7, null)).toEqual(derived);
    expect(VOICE_RATE.min).toBeLessThan(VOICE_RATE.max);
  });
});

describe("pickVoice", () => {
  const voices = [
    { name: "Alex", lang: "en-US" },
    { name: "Amelie", lang: "fr-FR" },
    { name: "Daniel", lang: "en-GB" },
    { name: "Karen", lang: "en-AU" },
  ];

  it("takes the card's named voice when the browser has it", () => {
    expect(pickVoice(voices, { pitch: 1, rate: 1, voice: "Amelie" }, 1, "en")?.name).toBe("Amelie");
  });

  it("otherwise picks one for the page's language, the same one every time for a bot", () => {
    const wanted = { pitch: 1, rate: 1, voice: "Not installed" };
    const picked = pickVoice(voices, wanted, 3, "en");
    expect(picked?.lang).toMatch(/^en-/);
    expect(pickVoice(voices, wanted, 3, "en")).toBe(picked);
    const names = new Set(Array.from({ length: 20 }, (_, id) => pickVoice(voices, wanted, id, "en")?.name));
    expect(names.size).toBeGreaterThan(1);
    expect(pickVoice(voices, wanted, 3, "ja")).toBeNull();
  });
});

// rememberedBy (api/services/remembered.ts): what is worked out from a text is kept within its
// limits, and answers the same as working it out again; replyToText is remembered that way.
import { describe, expect, it } from "vitest";
import { replyToText } from "../../api/domain/reply-text";
import { rememberedBy } from "../../api/services/remembered";

function working() {
  const asked: string[] = [];
  const work = (text: string) => {
    asked.push(text);
    return text.toUpperCase();
  };
  return { work, asked };
}

const long = (label: string) => `${label} ${"word ".repeat(10)}`;

describe("rememberedBy", () => {
  it("works a text out once, and a text under its shortest every time", () => {
    const { work, asked } = working();
    const remembered = rememberedBy(work, { minChars: 8, maxChars: 1000, maxTexts: 10 });
    expect(remembered(long("a"))).toBe(long("a").toUpperCase());
    expect(remembered(long("a"))).toBe(long("a").toUpperCase());
    expect(remembered("ok")).toBe("OK");
    expect(remembered("ok")).toBe("OK");
    expect(asked).toEqual([long("a"), "ok", "ok"]);
  });

  it("forgets the least recently used first, by characters and by number of texts", () => {
    for (const limits of [
      { minChars: 1, maxChars: long("a").length * 2, maxTexts: 10 },
      { minChars: 1, maxChars: 1000, maxTexts: 2 },
    ]) {
      const { work, asked } = working();
      const remembered = rememberedBy(work, limits);
      remembered(long("a"));
      remembered(long("b"));
      remembered(long("a")); // used again: b is now the oldest
      remembered(long("c")); // over a limit: b goes
      asked.length = 0;
      remembered(long("a"));
      remembered(long("c"));
      expect(asked).toEqual([]);
      remembered(long("b"));
      expect(asked).toEqual([long("b")]);
    }
  });

  it("works out a text longer than it may hold every time, keeping nothing of it", () => {
    const { work, asked } = working();
    const remembered = rememberedBy(work, { minChars: 1, maxChars: 20, maxTexts: 10 });
    remembered(long("a"));
    remembered(long("a"));
    expect(asked).toEqual([long("a"), long("a")]);
  });
});

describe("replyToText, remembered", () => {
  it("answers a stored reply's text the same every time it is asked", () => {
    const html = "<p><em>smiles</em> Hello &amp; welcome back!</p>\n<ul><li>tea</li><li>cake</li></ul>";
    const first = replyToText(html);
    expect(first).toBe("*smiles* Hello & welcome back!\n\n- tea\n- cake");
    expect(replyToText(html)).toBe(first);
    expect(replyToText("<p>ok</p>")).toBe("ok");
  });
});

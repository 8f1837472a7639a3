import { describe, expect, it } from "vitest";
import { seedBots } from "../../api/db/seed/bots";
import { renderReply } from "../../api/domain/html";
import { decodeEntities, replyToText } from "../../api/domain/reply-text";
import { composeReply } from "../../api/services/ai/persona";
import type { ChatTurn } from "../../api/services/ai/types";

describe("replyToText", () => {
  it("turns stored reply HTML back into the Markdown it came from", () => {
    for (const text of [
      "Hello there.",
      "*smiles* Hi, **friend**!",
      "Line one\nline two",
      "First paragraph.\n\nSecond paragraph.",
      "- tea\n- coffee",
      "Use `code` & <b>tags</b> as text: 5 > 3 \"quoted\" 'single'",
      "~~old~~ new",
    ]) {
      expect(replyToText(renderReply(text))).toBe(text);
    }
  });

  it("keeps code blocks' lines", () => {
    expect(replyToText(renderReply("```\na\nb\n```"))).toBe("`a\nb\n`");
  });

  it("gives the persona engine its own replies back exactly (so it never repeats one)", () => {
    const lines = [
      "hi",
      "I'm Sam and I love dogs",
      "what do you like?",
      "*hugs you*",
      "tell me a story",
      "bye",
    ];
    let checked = 0;
    for (const b of seedBots) {
      const history: ChatTurn[] = [];
      for (const line of lines) {
        history.push({ role: "user", content: line });
        const reply = composeReply({ bot: { name: b.name, ...b.card }, userName: "Sam", history });
        expect(replyToText(renderReply(reply))).toBe(reply.trim());
        history.push({ role: "assistant", content: reply });
        checked++;
      }
    }
    expect(checked).toBe(seedBots.length * lines.length);
  });
});

describe("decodeEntities", () => {
  it("decodes named and numeric entities and leaves unknown ones", () => {
    expect(decodeEntities("&lt;a&gt; &amp;amp; &#39;x&#x27; &quot;&nbsp;&bogus;")).toBe(
      `<a> &amp; 'x' " &bogus;`,
    );
    expect(decodeEntities("&#0; &#x110000;")).toBe("&#0; &#x110000;");
  });
});

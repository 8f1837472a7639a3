// remembering (api/services/ai/tokens.ts): each reply counts the chat again, so the counter keeps
// what it counted; the answers are the tokenizer's own.
import { describe, expect, it } from "vitest";
import { loadTokenCounter, remembering } from "../../api/services/ai/tokens";

/** A counter that counts words and how often it was asked. */
function counting() {
  const asked: string[] = [];
  const count = (text: string) => {
    asked.push(text);
    return text.split(" ").filter(Boolean).length;
  };
  return { count, asked };
}

const long = (label: string) => `${label} ${"word ".repeat(30)}`;

describe("remembering", () => {
  it("counts a text once, a chat's short messages too, and only the shortest every time", () => {
    const { count, asked } = counting();
    const remembered = remembering(count);
    expect(remembered(long("a"))).toBe(31);
    expect(remembered(long("a"))).toBe(31);
    expect(remembered("Message 12")).toBe(2);
    expect(remembered("Message 12")).toBe(2);
    expect(remembered("ok")).toBe(1);
    expect(remembered("ok")).toBe(1);
    expect(asked).toEqual([long("a"), "Message 12", "ok", "ok"]);
  });

  it("forgets the least recently used first once it holds its most characters", () => {
    const { count, asked } = counting();
    const remembered = remembering(count, long("a").length * 2);
    remembered(long("a"));
    remembered(long("b"));
    remembered(long("a")); // used again: b is now the oldest
    remembered(long("c")); // over the limit: b goes
    asked.length = 0;
    remembered(long("a"));
    remembered(long("c"));
    expect(asked).toEqual([]);
    remembered(long("b"));
    expect(asked).toEqual([long("b")]);
  });

  it("answers what the model's tokenizer answers", async () => {
    const count = await loadTokenCounter("gpt-4o");
    const text = long("The same words, counted twice:");
    expect(count(text)).toBe(count(text));
    expect(count(text)).toBeGreaterThan(30);
    expect(count("")).toBe(0);
  });
});

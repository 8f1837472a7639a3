// The engine reads a chat's member turns again at every reply: what the language library says of a
// text is worked out once, and only the newest member turns are read for what was told, so a chat
// of hundreds of messages answers as fast as a new one (bench: memory-heavy ÷ fresh, offline).
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { hasVerb, isGrammarWord, nameKind, termsOf } from "../../api/services/ai/persona/parsed-text";
import { keysOf, readTold } from "../../api/services/ai/persona/told-facts";
import type { ChatTurn } from "../../api/services/ai/types";

beforeAll(() => loadPersonaLibraries());

describe("what the library says of a text, once", () => {
  it("answers the same the second time as the first", () => {
    for (const text of ["My sister Noor lent me her blue bike", "Number 318.", "we walked to Lisbon"]) {
      const first = { terms: termsOf(text), verb: hasVerb(text), keys: keysOf(text) };
      expect({ terms: termsOf(text), verb: hasVerb(text), keys: keysOf(text) }).toEqual(first);
    }
    expect(hasVerb("Number 318.")).toBe(false);
    expect(hasVerb("she lent me the bike")).toBe(true);
    expect(keysOf("Otto lent me money")).toEqual(expect.arrayContaining(["lend", "money"]));
    expect(isGrammarWord("Quickly")).toBe(true);
    expect(isGrammarWord("Noor")).toBe(false);
    expect(nameKind("Lisbon")).toBe("place");
  });
});

describe("what was told is read from the newest member turns", () => {
  const chat = (earlier: string[], filler: number): ChatTurn[] => {
    const turns: ChatTurn[] = [];
    const say = (content: string) =>
      turns.push({ role: "user", content }, { role: "assistant", content: "Mm, go on." });
    earlier.forEach(say);
    for (let k = 0; k < filler; k++) say(`ok ${k}`);
    turns.push({ role: "user", content: "what was her name again?" });
    return turns;
  };
  const named = (history: ChatTurn[]) => readTold(history, ["Luna"]).names.get("sister");

  it("keeps a name told among the recent turns", () => {
    expect(named(chat(["my sister is called Adaeze"], 20))).toBe("Adaeze");
    expect(named(chat(["my sister is called Ifeoma"], 58))).toBe("Ifeoma");
  });

  it("leaves turns further back to the chat's memories", () => {
    expect(named(chat(["my sister is called Adaeze"], 300))).toBeUndefined();
  });

  it("reads the same facts from a chat twice", () => {
    const history = chat(["my sister is called Adaeze", "she owes me 40 quid"], 10);
    expect(readTold(history, ["Luna"])).toEqual(readTold(history, ["Luna"]));
  });
});

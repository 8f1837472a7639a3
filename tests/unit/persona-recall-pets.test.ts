// A pet told by its breed and named in the next message ("i adopted a greyhound" … "her name is
// Pretzel") is remembered by name; a recall question is never read as the pet's name ("what's my dog
// called and …" named the dog "And").
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { collectFacts } from "../../api/services/ai/persona/memory";
import { lastReply } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const user = (content: string) => ({ role: "user" as const, content });

describe("a pet told over two messages", () => {
  it("is a dog by its breed, named by the message after", () => {
    const facts = collectFacts([
      user("jamieee guess what i adopted a greyhound"),
      user("her name is Pretzel and she's scared of the fridge lol"),
    ]);
    expect(facts.pets).toEqual([{ kind: "dog", name: "Pretzel" }]);
  });

  it("is not named by a 'her name is' about someone else, later", () => {
    const facts = collectFacts([
      user("i adopted a beagle"),
      user("my sister is visiting tomorrow"),
      user("her name is Layla"),
    ]);
    expect(facts.pets).toEqual([{ kind: "dog", name: undefined }]);
  });

  it("is recalled by name when asked, and the question names nothing", () => {
    const reply = lastReply("jamie-cole", [
      "jamieee guess what i adopted a greyhound",
      "her name is Pretzel and she's scared of the fridge lol",
      "ok pop quiz bestie, what's my dog called and what's she afraid of",
    ]);
    expect(reply).toMatch(/Pretzel/);
    expect(reply).not.toMatch(/named And\b/);
    expect(collectFacts([user("what's my dog called and what's she afraid of")]).pets).toEqual([
      { kind: "dog", name: undefined },
    ]);
  });
});

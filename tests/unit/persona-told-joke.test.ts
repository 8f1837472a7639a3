// "felix is a dentist and he met his fiancée Noor at a salsa class. joke about that?": the joke is
// made of the facts just told (the person, their job and what its people talk about, the partner,
// where they met), with a setup and a punchline; a joke on a named topic is still one from the file.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { replyAfterGreeting } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const SHAPED = /\?\s*\S[^?]*[.!]/;

describe("a joke on the facts just told", () => {
  it.each([
    [
      "benny-banter",
      [],
      "felix is a dentist and he met his fiancée Noor at a salsa class. joke about that?",
      ["Felix", "Noor", "floss"],
    ],
    [
      "jamie-cole",
      ["my sister june is an accountant. she met her husband Omar at a pottery class"],
      "ha tell me a joke about them",
      ["June", "Omar", "receipts"],
    ],
    [
      "luna-harper",
      [],
      "my brother tomas is a plumber, met his girlfriend Ines at a climbing gym. got a joke about it?",
      ["Tomas", "Ines", "pipes"],
    ],
    [
      "coach-max",
      [],
      "ok so dara is a teacher and she met her wife Mo at a quiz night at the pub. any jokes?",
      ["Dara", "Mo", "homework"],
    ],
    ["zed-ortega", ["my roommate kenji works as a nurse"], "lol make a joke about that", ["Kenji", "pulse"]],
  ])("%s: %s", (slug, earlier, message, wanted) => {
    const reply = replyAfterGreeting(slug, message, earlier);
    expect(reply).toMatch(SHAPED);
    for (const w of wanted) expect(reply).toContain(w);
  });

  it("tells a joke on a named topic from the file", () => {
    const reply = replyAfterGreeting("benny-banter", "tell me a joke about bread", [
      "felix is a dentist and he met Noor at a salsa class",
    ]);
    expect(reply).toMatch(/bread/i);
    expect(reply).not.toMatch(/Felix/);
  });
});

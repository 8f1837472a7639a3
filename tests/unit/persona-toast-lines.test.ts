// A toast, asked for piece by piece as people do: the words for the opening, a funny bit, the ending,
// what to do if the lines go, and a rehearsal where the first line comes with the part ("you be the
// crowd. 'Hi everyone, I'm Mirela…'"). Each is the thing itself, with the people the member named.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { lastReply } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const toast = [
  "hi leo. my brother Tomasz is getting married saturday and i have to give a toast. i'm freaking out",
  "he met his wife Ana at a cooking class",
];
const after = (message: string) => lastReply("leo-santos", [...toast, message]);

describe("a toast, piece by piece", () => {
  it("gives the words for the opening, with the brother's name", () => {
    const reply = after("can u give me the words for the opening?");
    expect(reply).toMatch(/"Hi everyone|"Good evening|"Hi everyone, I'm/);
    expect(reply).toMatch(/\bTomasz\b/);
  });

  it("gives a funny bit that is kind to him", () => {
    const reply = after("ok and a funny bit that wont embarrass him?");
    expect(reply).toMatch(/\bTomasz\b/);
    expect(reply).toMatch(/laugh|tease|habit/i);
  });

  it("ends with raised glasses and both names", () => {
    const reply = after("what about the ending");
    expect(reply).toMatch(/raise|glass|cheers/i);
    expect(reply).toMatch(/Tomasz/);
  });

  it("answers forgotten lines with the card, and tears with reassurance", () => {
    expect(after("what if i forget my lines")).toMatch(/\bcard\b/);
    expect(after("what if I cry in the middle lol")).toMatch(/okay|normal|fine/i);
  });

  it("takes the crowd's part and answers the quoted first line in it", () => {
    const reply = after(
      "can we rehearse? you be the crowd. 'Hi everyone, I'm Mirela, Tomasz's little sister'",
    );
    expect(reply).toMatch(/^\*as the crowd\*/);
    expect(reply).toMatch(/Out of role/);
  });
});

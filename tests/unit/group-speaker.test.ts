// Who answers in a group: named (an @mention first), else the best fit for the message, else the
// next in turn, never three in a row among characters addressed equally.
import { describe, expect, it } from "vitest";
import { chooseSpeaker, namedIn, type Candidate } from "../../api/domain/group-speaker";

const cast: Candidate[] = [
  { id: 1, name: "Coach Max", position: 0, about: "life coach fitness goals workout reps motivation" },
  { id: 2, name: "Captain Nova Reyes", position: 1, about: "space ship captain stars exploration sci-fi" },
  { id: 3, name: "Hollis Crane", position: 2, about: "private detective mystery clues noir jazz" },
];
const pick = (message: string, recent: number[] = []) =>
  chooseSpeaker({ participants: cast, message, recent }).id;

describe("a named character answers", () => {
  it("by name as written, by a word of the name, not by a title alone", () => {
    expect(pick("Hollis, what do you make of this?")).toBe(3);
    expect(pick("What does Nova think?")).toBe(2);
    expect(pick("Captain Nova Reyes, report!")).toBe(2);
    expect(namedIn("the detective said", cast)).toBeNull();
    // A name is a name only as written: "max effort" names no one.
    expect(namedIn("give it max effort", cast)).toBeNull();
  });

  it("by @mention before a bare name, the first one written", () => {
    expect(pick("Max says hi, but @crane should answer")).toBe(3);
    expect(pick("@Nova and @Max, who goes first?")).toBe(2);
  });

  it("even when it spoke the last two lines", () => {
    expect(pick("Max, again please", [1, 1])).toBe(1);
  });
});

describe("else the best fit for the message", () => {
  it("picks the card that speaks of the message's topic", () => {
    expect(pick("I found strange clues at the jazz club")).toBe(3);
    expect(pick("how many reps should my workout have?")).toBe(1);
  });
});

describe("else the next in turn", () => {
  it("goes round after the last speaker", () => {
    expect(pick("hello everyone", [1])).toBe(2);
    expect(pick("hello everyone", [2, 1])).toBe(3);
    expect(pick("hello everyone", [3, 2])).toBe(1);
    expect(pick("hello everyone", [])).toBe(1);
  });

  it("never lets one speak three times in a row while others were addressed equally", () => {
    // The last two lines were Nova's: among equally addressed characters she does not get a third.
    const two = [2, 2];
    expect(pick("hello everyone", two)).not.toBe(2);
    // A topic two of them fit equally: the one who just spoke twice is passed over.
    const tied: Candidate[] = [
      { id: 1, name: "Ann", position: 0, about: "cooking recipes" },
      { id: 2, name: "Bea", position: 1, about: "cooking baking" },
      { id: 3, name: "Cy", position: 2, about: "chess" },
    ];
    expect(chooseSpeaker({ participants: tied, message: "cooking tonight", recent: [1, 1] }).id).toBe(2);
    for (let run = 0, recent: number[] = []; run < 12; run++) {
      const next = chooseSpeaker({ participants: cast, message: "ok", recent }).id;
      expect(recent[0] === next && recent[1] === next).toBe(false);
      recent = [next, ...recent];
    }
  });

  it("is the only one in a group of one", () => {
    expect(chooseSpeaker({ participants: [cast[0]!], message: "@Nova hi", recent: [1, 1] }).id).toBe(1);
  });
});

// Faces drawn for bots without a picture follow the card: no facial hair unless the card mentions
// it, hair for the pronouns the card uses, a robot for an android.
import { describe, expect, it } from "vitest";
import { seedBots } from "../../api/db/seed/bots";
import { faceLook, faceSvg, seedFaceCard } from "../../api/domain/faces";

const seeded = (name: string) => seedFaceCard(seedBots.find((b) => b.name === name)!);

describe("faces drawn from the card", () => {
  it("gives the Elven Sorceress long hair and no beard", () => {
    expect(faceLook(seeded("Elara Moonwhisper"))).toMatchObject({ style: "person", facialHair: false });
    expect(faceLook(seeded("Elara Moonwhisper")).hair).toContain("variant15");
  });

  it("draws facial hair on no seeded bot whose card does not mention it", () => {
    const bearded = seedBots
      .filter((bot) => {
        const look = faceLook(seedFaceCard(bot));
        return look.style === "person" && look.facialHair;
      })
      .map((bot) => bot.name);
    const mentioned = seedBots
      .filter((bot) => /beard|moustache|mustache|stubble|goatee/i.test(JSON.stringify(bot)))
      .map((bot) => bot.name);
    expect(bearded).toEqual(mentioned);
  });

  it("draws a beard when the card says so, and a robot for an android", () => {
    const dwarf = { name: "Borin Ironfist", about: "A bearded dwarf smith. He laughs loudly." };
    expect(faceLook(dwarf)).toMatchObject({ style: "person", facialHair: true });
    expect(faceSvg(dwarf)).not.toBe(faceSvg({ name: dwarf.name, about: "A dwarf smith. He laughs loudly." }));
    expect(faceLook(seeded("Unit K-7"))).toEqual({ style: "robot" });
    expect(faceSvg(seeded("Unit K-7"))).not.toBe(faceSvg({ name: "Unit K-7" }));
  });

  it("is the same face for the same card", () => {
    expect(faceSvg(seeded("Luna Harper"))).toBe(faceSvg(seeded("Luna Harper")));
  });
});

// Platform rule 1 as a check: every way of claiming to be a person in the table is caught, the near
// misses pass, and a denial of being an AI counts once its sentence goes on as one (a reply still
// streaming may yet turn out to be about a job: "I'm not an AI researcher").
import { describe, expect, it } from "vitest";
import { claimsHuman, claimsHumanSoFar } from "../../api/services/ai/platform-rules";
import { humanClaims, notHumanClaims } from "../support/safety-corpus";

describe("claimsHuman", () => {
  it.each(humanClaims)("catches %j", (text) => {
    expect(claimsHuman(text)).toBe(true);
  });

  it.each(notHumanClaims)("lets %j through", (text) => {
    expect(claimsHuman(text)).toBe(false);
  });
});

describe("claimsHumanSoFar (a reply still streaming)", () => {
  it("waits for the word after a denial before judging it", () => {
    expect(claimsHumanSoFar("I'm not an AI")).toBe(false);
    expect(claimsHumanSoFar("I'm not an AI ")).toBe(false);
    expect(claimsHumanSoFar("I'm not an AI researcher")).toBe(false);
    expect(claimsHumanSoFar("I'm not an AI,")).toBe(true);
    expect(claimsHumanSoFar("I'm not an AI and")).toBe(true);
  });

  it("judges other claims as soon as they are said", () => {
    expect(claimsHumanSoFar("Trust me, I'm a real person")).toBe(true);
    expect(claimsHumanSoFar("As your human friend")).toBe(true);
  });
});

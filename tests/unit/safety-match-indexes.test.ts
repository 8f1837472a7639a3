// matchIndexes (api/domain/safety/normalize.ts): the safety checks list a pattern's matches on the
// pattern itself instead of matchAll's copy, with the same result.
import { describe, expect, it } from "vitest";
import { matchIndexes } from "../../api/domain/safety/normalize";

const viaMatchAll = (pattern: RegExp, text: string) => [...text.matchAll(pattern)].map((m) => m.index);

describe("matchIndexes", () => {
  const cases: [RegExp, string][] = [
    [/\bkill yourself\b/g, "please dont kill yourself. i mean it: dont kill yourself"],
    [/\b(?:sex|nude)\b/g, "nothing here"],
    [/(?<![\p{L}\p{N}])(?:im|i am) (?:1[0-7]|[1-9])(?![\p{L}\p{N}])/gu, "im 15 and im 16, not im 25"],
    // Empty matches step on like matchAll's, by code point with the u flag.
    [/x*/g, "axxb"],
    [/(?:)/gu, "a😀b"],
    [/\p{L}*/gu, "é😀 ü"],
  ];

  it("lists the same matches as matchAll", () => {
    for (const [pattern, text] of cases)
      expect(matchIndexes(pattern, text)).toEqual(viaMatchAll(pattern, text));
  });

  it("leaves the pattern ready for its next use", () => {
    const pattern = /ab/g;
    pattern.lastIndex = 3;
    expect(matchIndexes(pattern, "ab ab ab")).toEqual([0, 3, 6]);
    expect(pattern.lastIndex).toBe(0);
    expect(matchIndexes(pattern, "ab")).toEqual([0]);
  });
});

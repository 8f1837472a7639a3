// The shared safety rules the API and the web app both apply: ages, real dates, romance bots, and
// when three hours of chatting suggest a break.
import { describe, expect, it } from "vitest";
import {
  BREAK_AFTER_MS,
  BREAK_GAP_MS,
  ageOn,
  continuousChatMs,
  isCalendarDate,
  isRomanceBot,
} from "../../contract/safety";

const MIN = 60_000;

describe("ageOn", () => {
  it.each([
    ["2008-11-23", "2026-11-23", 18],
    ["2008-11-24", "2026-11-23", 17],
    ["2008-02-29", "2026-02-28", 17],
    ["2008-02-29", "2026-03-01", 18],
    ["1990-01-01", "2026-11-23", 36],
  ])("born %s is %i on %s", (birth, today, age) => {
    expect(ageOn(birth, new Date(`${today}T12:00:00Z`))).toBe(age);
  });
});

describe("isCalendarDate", () => {
  it.each(["2001-02-28", "2000-02-29", "1990-12-31"])("accepts %s", (d) =>
    expect(isCalendarDate(d)).toBe(true),
  );
  it.each(["2001-02-29", "2001-13-01", "2001-00-10", "1899-12-31", "01-02-2001", "abc", "2001-2-3", ""])(
    "refuses %j",
    (d) => expect(isCalendarDate(d)).toBe(false),
  );
});

describe("isRomanceBot", () => {
  it("closes the Romance category and romantic tags, nothing else", () => {
    expect(isRomanceBot({ category: "Romance", tags: [] })).toBe(true);
    expect(isRomanceBot({ category: "Friendship", tags: ["flirty", "warm"] })).toBe(true);
    expect(isRomanceBot({ category: "Friendship", tags: ["Romantic"] })).toBe(true);
    expect(isRomanceBot({ category: "Learning", tags: ["french", "romance languages"] })).toBe(false);
    expect(isRomanceBot({ category: "Coaching" })).toBe(false);
  });
});

describe("continuousChatMs", () => {
  const now = Date.UTC(2026, 10, 23, 12);
  const every = (minutes: number, count: number) =>
    Array.from({ length: count }, (_, k) => now - k * minutes * MIN);

  it("counts an unbroken run back from the newest message", () => {
    const times = every(10, 19); // a message every 10 minutes for three hours
    expect(continuousChatMs(times, now)).toBe(180 * MIN);
    expect(continuousChatMs(times, now)).toBeGreaterThanOrEqual(BREAK_AFTER_MS);
  });

  it("starts again after a pause longer than the gap", () => {
    const earlier = every(10, 12).map((t) => t - 2 * 60 * MIN);
    const recent = every(10, 4);
    expect(continuousChatMs([...earlier, ...recent], now)).toBe(30 * MIN);
  });

  it("is zero when the last message is already a pause ago, or there is none", () => {
    expect(continuousChatMs([now - BREAK_GAP_MS - 1], now)).toBe(0);
    expect(continuousChatMs([], now)).toBe(0);
  });
});

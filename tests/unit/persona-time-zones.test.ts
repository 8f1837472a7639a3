// A time of day moved to another city: the member's own city ("my time. i'm in berlin") or the one
// said with the clock, to the other, by the two cities' offsets on the day asked (summer time where
// and when it applies). The expected clock is read here by formatting one instant in both zones.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { clockInCity } from "../../api/services/ai/persona/time-zones";
import { lastReply } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

/** Minutes of the day in `zone` at `instant`. */
function clockIn(zone: string, instant: Date): number {
  const [h, m] = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
    .format(instant)
    .split(":")
    .map(Number) as [number, number];
  return h * 60 + m;
}

/** `minutes` of the clock in `from`, read in `to`, on `day`. */
function expected(from: string, to: string, minutes: number, day: Date): string {
  const gap = clockIn(to, day) - clockIn(from, day);
  const moved = (((minutes + gap) % 1440) + 1440) % 1440;
  return `${Math.floor(moved / 60)}:${String(moved % 60).padStart(2, "0")}`;
}

describe("a clock in another city", () => {
  const winter = new Date(Date.UTC(2026, 11, 1, 12));
  const summer = new Date(Date.UTC(2026, 6, 1, 12));

  it("moves the member's own city's clock to their friend's", () => {
    const message = "raid starts 21:30 my time. i'm in berlin, my friend is in new york. his time?";
    for (const day of [winter, summer]) {
      const answer = clockInCity(message, day);
      expect(answer?.lines.join(" ")).toContain(
        `${expected("Europe/Berlin", "America/New_York", 21 * 60 + 30, day)} in New York`,
      );
    }
    expect(clockInCity(message, winter)?.lines.join(" ")).toMatch(/15:30 in New York/);
  });

  it("reads the city said with the clock as the one it is in, and crosses midnight", () => {
    const answer = clockInCity("9pm in london, what time is that in tokyo?", winter);
    expect(answer?.lines.join(" ")).toContain(
      `${expected("Europe/London", "Asia/Tokyo", 21 * 60, winter)} in Tokyo`,
    );
    expect(answer?.lines.join(" ")).toMatch(/\b6:00 in Tokyo/);
  });

  it("is not a clock question without two cities", () => {
    expect(clockInCity("raid starts 21:30 my time. his time?", winter)).toBeNull();
  });

  it("is what the bot answers in a chat", () => {
    const reply = lastReply("zed-ortega", [
      "raid starts 21:30 my time. i'm in berlin, my friend is in new york. his time?",
    ]);
    expect(reply).toContain(expected("Europe/Berlin", "America/New_York", 21 * 60 + 30, new Date()));
  });
});

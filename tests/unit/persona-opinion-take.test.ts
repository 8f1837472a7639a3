// "What's your take?", "your view?", "your honest opinion?" after a plan: a view that names the
// plan, in other words than "good idea?", with plans the eval does not have.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { replyAfterGreeting } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

describe("a view asked in other words names the plan", () => {
  it.each([
    ["priya-anand", "I'm thinking of switching to a four-day week. What's your take?", /four-day week/],
    [
      "jamie-cole",
      "We're planning a camping weekend in the Lake District. What's your view?",
      /camping weekend/,
    ],
    ["sage-everly", "I want to try cold showers every morning. Your honest opinion?", /cold showers/],
  ])("%s: %s", (slug, message, plan) => {
    const reply = replyAfterGreeting(slug, message);
    expect(reply).toMatch(plan);
    expect(reply).not.toMatch(/not completely sure|I don't know for certain/);
  });
});

describe("'is X worth Y?' weighs the two the member named", () => {
  it.each([
    ["priya-anand", "Is the bigger salary worth the longer commute?", /bigger salary/, /longer commute/],
    ["marisol-ibarra", "Are the premium seats worth the extra 40 euros?", /premium seats/, /extra 40 euros/],
    ["coach-max", "Is a personal trainer really worth 60 a week?", /personal trainer/, /60 a week/],
  ])("%s: %s", (slug, message, what, cost) => {
    const reply = replyAfterGreeting(slug, message);
    expect(reply).toMatch(what);
    expect(reply).toMatch(cost);
  });
});

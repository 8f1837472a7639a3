// A message that opens with a hesitation or an aside ("wait", "hold on", "hmm", "um", "haha") is
// about what follows it: the aside is never taken for the topic ("tell me more about wait").
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { topicOf } from "../../api/services/ai/persona/topics";

beforeAll(() => loadPersonaLibraries());

describe("the topic of a message that opens with an aside", () => {
  it("is the thing talked about after it", () => {
    for (const [message, head] of [
      ["wait my sister is adopting a greyhound", /greyhound/],
      ["hold on, the bakery burned my birthday cake", /cake/],
      ["hmm my landlord raised the rent again", /rent/],
      ["um i finally fixed the old bike", /bike/],
      ["haha my nephew painted the fence blue", /fence/],
    ] as const) {
      const topic = topicOf(message);
      expect(topic?.head, message).toMatch(head);
      expect(topic?.head, message).not.toMatch(/^(?:wait|hold|hmm|um|haha)$/i);
    }
  });
});

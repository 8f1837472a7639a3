// Thanks are answered as thanks wherever they come, in a scene too, and for what came with them:
// praise or fun, feeling better, a thing done, or else what the chat kept coming back to; "merci"
// and "gracias" first in their own language. A goodbye with thanks is a goodbye.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { replyAfterGreeting } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const THANKED = /welcome|pleasure|anytime|glad|well done|de rien|de nada|gern geschehen|prego/i;
/** A scene beat's stock lines: thanks are not a move in the scene. */
const BEAT = /comes back to|seems to hold its breath|of all things|right where nobody would look/i;

const SCENE = {
  "sir-cedric": [
    "*draws sword* we ride to the old mill to find the stolen bell",
    "*we search the mill* the bell is under a sack",
  ],
  "kai-morrow": [
    "*we set out* a climber called Tomasz is missing near the hut",
    "*we find Tomasz on a ledge* we pull him up",
  ],
  "captain-nova": [
    "*takes the helm* set course for the nebula",
    "*we dock at the station* the cargo is safe",
  ],
  "rio-vance": ["*opens the map* the temple is past the river", "*we find the golden idol in the temple*"],
} as Record<string, string[]>;

describe("thanks", () => {
  it.each([
    ["sir-cedric", "thank you cedric, that was fun"],
    ["kai-morrow", "we're back at the hut. thanks kai, you were calm the whole time"],
    ["captain-nova", "thx captain you were amazing out there"],
    ["rio-vance", "ok we made it out. thank u rio!!"],
  ])("in a scene, %s takes them as thanks: %s", (slug, message) => {
    const reply = replyAfterGreeting(slug, message, SCENE[slug]);
    expect(reply).toMatch(THANKED);
    expect(reply).not.toMatch(BEAT);
  });

  it.each([
    ["kai-morrow", "thanks kai!! feeling way less nervous"],
    ["leo-santos", "thank you leo, i feel so much calmer now"],
    ["coach-max", "thx coach im not so nervous anymore, feel better now"],
    ["luna-harper", "cheers luna, i'm relieved honestly"],
  ])("%s is glad the member feels better: %s", (slug, message) => {
    expect(replyAfterGreeting(slug, message)).toMatch(/glad|like to hear/i);
  });

  it.each([
    ["benny-banter", "you're a lifesaver benny", /welcome|pleasure|anytime|glad/i],
    ["jamie-cole", "ur the best jamie", /welcome|pleasure|anytime|glad/i],
    ["camille-laurent", "merci camille!! you're the best", /^(?:\*[^*]+\* )?De rien!/],
    ["marisol-ibarra", "gracias marisol", /De nada/],
    ["professor-quill", "thank you!! that homework is done", /well done/i],
  ])("%s: %s", (slug, message, expected) => {
    expect(replyAfterGreeting(slug, message)).toMatch(expected);
  });

  it("names what the chat kept coming back to", () => {
    const reply = replyAfterGreeting("luna-harper", "ok thanks luna", [
      "my essay is due on friday",
      "the essay is about whales and i have no intro yet",
      "i wrote the first line of the essay",
    ]);
    expect(reply).toMatch(/essay/);
  });

  it.each([
    ["luna-harper", "thanks but what do you recommend instead?"],
    ["sir-cedric", "no thanks, *rides on toward the castle*"],
    ["coach-max", "thanks! can you give me a workout for tomorrow?"],
    ["leo-santos", "thanks Leo, wish me luck"],
    ["marisol-ibarra", "Teach me how to say thank you in Portuguese."],
  ])("leaves thanks leading into something else to its plan: %s", (slug, message) => {
    expect(replyAfterGreeting(slug, message)).not.toMatch(
      /^(?:\*[^*]+\* )?(?:You're welcome|Anytime|My pleasure)/,
    );
  });

  it.each([
    ["professor-quill", "night professor, thanks for the chat"],
    ["nana-rose", "thanks for everything nana, goodnight"],
    ["kai-morrow", "ok bye kai, thanks for today"],
    ["luna-harper", "night luna, thank you for the company"],
  ])("a goodbye with thanks is a goodbye: %s", (slug, message) => {
    expect(replyAfterGreeting(slug, message)).toMatch(
      /bye|night|sleep|see you|take care|later|dreams|soon|rest well/i,
    );
  });
});

describe("a feeling about the chat itself", () => {
  it.each([
    ["nora-nightingale", "ok i feel a bit calmer now"],
    ["sage-everly", "feeling way less nervous after that tbh"],
    ["coach-max", "honestly im not so nervous anymore"],
    ["kai-morrow", "ok. calmer now. relieved even"],
  ])("%s is glad the member is calmer: %s", (slug, message) => {
    expect(replyAfterGreeting(slug, message)).toMatch(/glad|good to hear|there we go/i);
  });

  it.each([
    ["juno-vega", "honestly im kinda sad you'll leave"],
    ["luna-harper", "im gonna miss you when you go"],
    ["elara-moonwhisper", "i'm sad you have to leave so soon"],
    ["benny-banter", "ill miss u benny"],
  ])("%s misses the member too: %s", (slug, message) => {
    expect(replyAfterGreeting(slug, message)).toMatch(/miss you too|come back|remember this/i);
  });
});

describe("an apology for something named", () => {
  it.each([
    ["julian-ashford", "hi, sorry, didnt mean to startle you", /didn't startle me/],
    ["luna-harper", "sorry sorry, i didnt mean to ignore you", /didn't ignore me/],
    ["benny-banter", "oh sorry i didn't mean to interrupt you", /didn't interrupt me/],
    ["sage-everly", "sorry for being late!!", /apologise for being late/],
  ])("%s forgives it by name: %s", (slug, message, expected) => {
    expect(replyAfterGreeting(slug, message)).toMatch(expected);
  });
});

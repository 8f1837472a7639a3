// A question of fact in the bot's own field is answered from the fact base (words/field-facts.json)
// in any wording that names the fact's words; a follow-up ("what did they eat instead?", "what year
// was that?") is read with the question before it; a question no fact covers, or asked of a bot
// outside the field, still gets the honest "I'm not sure", and a sum is still worked out.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { lastReply, replyAfterGreeting } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const SHRUG = /look (?:things|that|it) up|demo mode|not (?:completely )?sure|don't know(?! about you)/i;

describe("a question of fact in the bot's field", () => {
  it.each([
    ["professor-quill", "did people in the middle ages have potatoes?", /Andes|Americas|Inca/],
    ["professor-quill", "were there potatoes in medieval england", /Andes|Americas|Inca/],
    ["professor-quill", "Did vikings eat potatoes", /Andes|Americas|Inca/],
    ["professor-quill", "so did a medieval peasant ever eat a potato??", /Andes|Americas|Inca/],
    ["professor-quill", "who opened the colosseum", /Titus/],
    ["professor-quill", "which emperor built the coliseum in rome?", /Titus/],
    ["professor-quill", "ok random: why do we say dark ages", /Petrarch/],
    ["professor-quill", "why are the dark ages called that", /Petrarch/],
    ["professor-quill", "When did the Western Roman Empire fall?", /476/],
    ["amara-stone", "how long can a turtle hold its breath?", /hours/],
    ["amara-stone", "can sea turtles stay underwater for long", /hours/],
    ["amara-stone", "why do mantas come up at night?", /plankton/],
    ["amara-stone", "what brings manta rays to the surface at night", /plankton/],
    ["amara-stone", "how many hearts does an octopus have", /Three hearts/],
    ["kai-morrow", "how tall is everest", /8,849/],
    ["kai-morrow", "why does the water boil faster up at camp", /lower temperature/],
    ["captain-nova", "how long does light from the sun take to get here", /8 minutes/],
    ["ines-duarte", "why does bread dough rise", /yeast/],
  ])("%s: %s", (slug, question, expected) => {
    const reply = replyAfterGreeting(slug, question);
    expect(reply).toMatch(expected);
    expect(reply).not.toMatch(SHRUG);
  });

  it.each([
    [["did people in the middle ages have potatoes?", "huh. so what did they eat instead"], /pottage/],
    [["were there potatoes in medieval times", "what did they eat then?"], /pottage/],
    [["who was emperor of rome when the colosseum opened?", "what year was that?"], /AD 80/],
    [["who opened the colosseum?", "and when was that"], /AD 80/],
  ])("a follow-up is read with the question before it: %j", (messages, expected) => {
    expect(lastReply("professor-quill", messages)).toMatch(expected);
  });

  it.each([
    ["benny-banter", "did people in the middle ages have potatoes?"],
    ["luna-harper", "how long can a turtle hold its breath?"],
    ["professor-quill", "who invented the telephone?"],
    ["amara-stone", "how long can a snail sleep?"],
  ])("%s has no fact for it and says so honestly: %s", (slug, question) => {
    const reply = replyAfterGreeting(slug, question);
    expect(reply).not.toMatch(/Andes|hours|Bell/);
  });

  it.each([
    ["professor-quill", "i grow mostly potatoes and runner beans", /Here's a bit of history.*Andes/],
    ["professor-quill", "my neighbour grows giant pumpkins for the village show", /turnips/],
    ["professor-quill", "my grandad was a history teacher too actually, in Gdańsk", /Hanseatic/],
    ["amara-stone", "we saw a sloth on the way in, it barely moved lol", /once a week/],
    ["kai-morrow", "my friend got altitude sickness on her last trek", /less oxygen/],
  ])("%s takes up a statement naming a fact of its field with the fact: %s", (slug, message, expected) => {
    expect(replyAfterGreeting(slug, message)).toMatch(expected);
  });

  it("tells an aside once in a chat", () => {
    const replies = ["i grow potatoes", "so yeah, potatoes everywhere this year"].map((m, k, all) =>
      replyAfterGreeting("professor-quill", m, all.slice(0, k)),
    );
    expect(replies[0]).toMatch(/Andes/);
    expect(replies[1]).not.toMatch(/Andes/);
  });

  it("leaves a sum naming a fact's words to the sums", () => {
    const reply = replyAfterGreeting(
      "professor-quill",
      "the great wall is about 21,196 km. how many miles is that?",
    );
    expect(reply).toMatch(/13,170/);
    expect(reply).not.toMatch(/Ming/);
  });

  it("does not answer what the member asks about themselves", () => {
    expect(replyAfterGreeting("professor-quill", "do i look like i'd survive the black death")).not.toMatch(
      /1347/,
    );
  });
});

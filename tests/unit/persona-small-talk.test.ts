// Everyday small talk answered for what it is (small-talk.ts): a goodbye at the end of a message is
// a goodbye, an order at a counter is taken, "that was amazing!" is about what just happened, "same
// time tomorrow?" gets a yes, a proud character takes a compliment in character. Paraphrases over
// several seed characters, none of them lines of the eval.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { replyAfterGreeting as reply } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const GOODBYE = /\b(?:bye|goodnight|good night|night|sleep|dreams|see you|take care|soon|come back)\b/i;

describe("small talk answered first", () => {
  it.each([
    ["rowan-blake", "I've got an early start at the studio. Night, Rowan!", /early start at the studio/],
    ["kai-morrow", "I have a long drive tomorrow. Goodnight Kai.", /long drive tomorrow/],
    ["luna-harper", "I have an exam in the morning. Bye Luna!", /exam in the morning/],
  ])("%s: %s is a goodbye that names what comes next", (slug, message, thing) => {
    const text = reply(slug, message);
    expect(text).toMatch(GOODBYE);
    expect(text).toMatch(thing);
  });

  it.each([
    ["detective-hollis", "Okay, I'm calling it a night. See you later, Hollis!"],
    ["quinn-marlowe", "I'm done for today. Bye for now!"],
    ["amara-stone", "What a day. Sweet dreams, Amara."],
  ])("%s: %s ends the chat, even in a scene", (slug, message) => {
    expect(reply(slug, message, ["We walk into the next room."])).toMatch(GOODBYE);
  });

  it.each([
    ["luna-harper", "I'll have a cinnamon latte, please", /cinnamon latte/],
    ["luna-harper", "Can I get a hot chocolate?", /hot chocolate/],
    ["wes-okafor", "Could I have the spicy noodles please?", /spicy noodles/i],
    ["ines-duarte", "I'd like the fish of the day", /fish of the day/],
  ])("%s: the order %s is taken", (slug, message, item) => {
    const text = reply(slug, message);
    expect(text).toMatch(item);
    expect(text).toMatch(/coming right up|great choice|you got it/i);
  });

  it("an order is small talk only where there is a counter: a knight is not a waiter", () => {
    expect(reply("sir-cedric", "I'll have the sword, please")).not.toMatch(/coming right up/i);
  });

  it.each([
    ["julian-ashford", "Write me a poem about the sea", "That was beautiful!", /poem/],
    ["benny-banter", "Tell me a joke", "Haha that's hilarious", /joke/],
    ["nora-nightingale", "Tell me a story about a fox", "Wow, that was lovely", /story/],
  ])("%s: after %s, %s is about what just happened", (slug, ask, message, thing) => {
    const text = reply(slug, message, [ask]);
    expect(text).toMatch(thing);
    expect(text).toMatch(/glad|loved|fun/i);
  });

  it.each(["Same time tomorrow?", "See you tomorrow, same time?", "Can we talk again tomorrow?"])(
    "%s gets a yes",
    (message) => {
      for (const slug of ["luna-harper", "coach-max", "zed-ortega"])
        expect(reply(slug, message)).toMatch(/\b(?:yes|absolutely|tomorrow)\b/i);
    },
  );

  it.each(["You're actually kind of sweet", "You're so cute", "You're really nice, you know"])(
    "a grumpy dragon told %s denies it in character",
    (message) => {
      expect(reply("ember-the-dragon", message)).toMatch(/nonsense|hmph|terrifying|take that back/i);
    },
  );

  it("thanks for the help is welcomed", () => {
    for (const slug of ["wes-okafor", "priya-anand", "sage-everly"])
      expect(reply(slug, "thanks for the help")).toMatch(
        /welcome|anytime|glad|pleasure|of course|no problem/i,
      );
  });
});

describe("a part to play", () => {
  it.each([
    ["leo-santos", "Can you play the audience while I practise my opening line?", /the audience/],
    ["leo-santos", "Could you be my boss for a minute?", /your boss/],
    ["priya-anand", "Would you act as the interviewer so I can rehearse?", /the interviewer/],
  ])("%s: %s is taken on, and handed back", (slug, message, role) => {
    const text = reply(slug, message);
    expect(text).toMatch(role);
    expect(text).toMatch(/ready|floor is yours|listening/);
  });
});

describe("a rehearsal after the part is taken", () => {
  it.each([
    [
      "leo-santos",
      "Can you play the audience?",
      "Good evening everyone, thank you all for coming tonight.",
      /the audience/,
    ],
    [
      "priya-anand",
      "Could you be the interviewer so I can rehearse?",
      "Hi, I'm Sam, and I have five years of design experience.",
      /the interviewer/,
    ],
    [
      "wes-okafor",
      "Can you pretend to be a customer?",
      "Welcome to my stall, what can I get you this evening?",
      /a customer/,
    ],
  ])("%s: the line after %s is answered in the part, with a note to try again", (slug, ask, line, role) => {
    const text = reply(slug, line, [ask]);
    expect(text).toMatch(role);
    expect(text).toMatch(/again|once more|slow/);
  });
});

describe("an order inside a longer hello", () => {
  it.each([
    ["luna-harper", "Hey Luna, one chai latte please. Busy morning at the office.", /chai latte/],
    ["luna-harper", "Morning! A lemon tea, please. It's freezing out.", /lemon tea/i],
    ["wes-okafor", "Hi Wes. Can I get the spicy noodles? I'm starving.", /spicy noodles/],
  ])("%s: %s is taken as an order", (slug, message, item) => {
    const text = reply(slug, message);
    expect(text).toMatch(item);
    expect(text).toMatch(/coming right up|great choice|you got it/i);
  });
});

describe("the member's news or plan is taken up, not met with a stock question", () => {
  it.each([
    [
      "marisol-ibarra",
      "Hi Marisol! I'm organising a weekend in Vienna in December.",
      /weekend in Vienna in December/,
    ],
    ["jamie-cole", "We're planning a road trip along the coast in August.", /road trip along the coast/],
    ["luna-harper", "Guess what, I'm going to Iceland next spring!", /Iceland/],
  ])("%s: a plan (%s) is named back", (slug, message, thing) => {
    expect(reply(slug, message)).toMatch(thing);
  });

  it.each([
    ["theo-park", "Hey Theo, I've got two essays due on Monday.", /two essays/, /Monday/],
    ["theo-park", "I have a worksheet of fractions due tomorrow.", /worksheet of fractions/, /tomorrow/],
    ["professor-quill", "I've got a history project due next week.", /history project/, /next week/],
  ])("%s: work due (%s) is offered help with, naming it and when", (slug, message, thing, when) => {
    const text = reply(slug, message);
    expect(text).toMatch(thing);
    expect(text).toMatch(when);
  });

  it.each([
    ["leo-santos", "I have a job interview on Thursday.", /job interview on Thursday/],
    ["rowan-blake", "I've got my driving test tomorrow.", /driving test tomorrow/],
    ["jamie-cole", "I just signed up for a salsa class.", /salsa class/],
  ])("%s: an event or a start (%s) is named back", (slug, message, thing) => {
    expect(reply(slug, message)).toMatch(thing);
  });
});

describe("is that okay with you?", () => {
  it.each([
    ["jamie-cole", "My friend Priyanka might join us on Friday.", "Is that okay with you?", /Priyanka/],
    ["luna-harper", "I'm bringing my nephew Tomas next time.", "Would that be alright?", /Tomas/],
    [
      "rowan-blake",
      "My flatmate wants to come to the gig too.",
      "Do you mind?",
      /of course|fine|absolutely/i,
    ],
    [
      "nana-rose",
      "My brother Femi is flying in from Lagos.",
      "Is that alright with you if he stays for tea?",
      /Femi/,
    ],
  ])("%s: asked after %s, it says yes about who comes", (slug, before, message, answer) => {
    expect(reply(slug, message, [before])).toMatch(answer);
  });
});

describe("a fear or a need said in passing is cared for first", () => {
  it.each([
    ["agatha-vale", "Honestly this place is creeping me out a bit.", /scared|spooked|creepy|safe/i],
    ["kai-morrow", "I'm getting a bit scared now.", /scared|spooked|creepy|safe/i],
    ["captain-nova", "This corridor gives me the creeps.", /scared|spooked|creepy|safe/i],
    ["kai-morrow", "I'm so cold", /cold|warm|blanket|layer/i],
    ["rio-vance", "Brr, my hands are frozen.", /cold|warm|blanket|layer|scarf/i],
    ["rio-vance", "I'm getting hungry, is there anything to eat?", /hungry|snack|eat|food/i],
    ["rowan-blake", "I'm starving, honestly.", /hungry|snack|eat|food/i],
  ])("%s: %s", (slug, message, care) => {
    expect(reply(slug, message)).toMatch(care);
  });

  it("a worry about a decision is not a fright in the dark", () => {
    expect(reply("priya-anand", "I'm scared of picking the wrong job.")).not.toMatch(
      /stay close|stick by me/i,
    );
  });
});

describe("a first time, glad", () => {
  it.each([
    ["rio-vance", "That was amazing. I've never done anything like this before!"],
    ["kai-morrow", "That was so fun! My first time on a glacier."],
    ["amara-stone", "Wow, that was incredible. Never tried anything like that before."],
  ])("%s: %s is met with gladness and the first time", (slug, message) => {
    expect(reply(slug, message)).toMatch(/first time|natural|proud|bold/i);
  });
});

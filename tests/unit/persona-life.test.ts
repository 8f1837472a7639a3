// News of the member's life taken up with the bot's own words (member-life.ts), not said back: a
// move, a new job, a visit, a birthday, a pet, a favourite, a new hobby, an allergy, a worry,
// "wish me luck"; a heavy feeling met with care; a goodbye after thanks; "obrigado" among English
// words answered in English. Paraphrases of our own over a comedian, a coach, a companion and a
// scenario bot, none of them lines of the eval.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { detectLanguage } from "../../api/services/ai/persona/language";
import { readDay } from "../../api/services/ai/persona/member-day";
import { readLife } from "../../api/services/ai/persona/member-life";
import { replyAfterGreeting as reply } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const BOTS = ["benny-banter", "maya-sol", "luna-harper", "detective-hollis"];

describe("life news is read from the sentence's shape, with its slots", () => {
  it.each([
    ["so I'm moving to Glasgow next month!", "move", { place: "Glasgow", when: "next month" }],
    ["im relocating to new york in june", "move", { place: "New York", when: "in june" }],
    ["I got a new job as a paramedic", "job", { thing: "as a paramedic" }],
    ["my cousin Priya is coming to stay from Delhi on friday", "visit", { name: "Priya", place: "Delhi" }],
    ["Tomasz is visiting next weekend", "visit", { name: "Tomasz", when: "next weekend" }],
    ["its my 40th birthday on sunday", "birthday", { nth: "40th", when: "on sunday" }],
    ["my puppy Biscuit keeps chewing my shoes", "petMischief", { name: "Biscuit", kind: "puppy" }],
    ["our cat Olive is so chill, she's a ragdoll", "pet", { name: "Olive", breed: "ragdoll" }],
    ["the princess bride is my all-time favourite", "favourite", { thing: "the princess bride" }],
    ["I just took up climbing", "hobby", { thing: "climbing" }],
    ["sounds good but hold the peanuts, I'm allergic", "allergy", { thing: "peanuts" }],
    ["I'm allergic to shellfish btw", "allergy", { thing: "shellfish" }],
  ])("%s → %s", (message, kind, slots) => {
    const news = readLife(message);
    expect(news?.kind).toBe(kind);
    expect(news?.slots).toMatchObject(slots);
  });

  it("a question, a lowercase word taken for a name, or a scene move is no life news", () => {
    expect(readLife("are you moving to Leeds?")).toBeNull();
    expect(readLife("it is coming closer")).toBeNull();
    expect(readLife("my dog is very sleepy today")).toBeNull();
    expect(readLife("we move to the castle gate")).toBeNull();
  });
});

describe("the bot takes the news up, on any card", () => {
  it.each(BOTS)("%s: a move gets congratulations and the place", (slug) => {
    const text = reply(slug, "big news, I'm moving to Bristol in September!");
    expect(text).toMatch(/congrat|exciting|wow|huge/i);
    expect(text).toMatch(/Bristol|September/);
  });

  it.each(BOTS)("%s: a new job is congratulated", (slug) => {
    expect(reply(slug, "I just landed a new job at a bakery")).toMatch(/congrat|proud|amazing/i);
  });

  it.each(BOTS)("%s: a visit is welcomed, with who is coming", (slug) => {
    const text = reply(slug, "my brother Felix is visiting from Lyon next week");
    expect(text).toMatch(/Felix|brother/);
    expect(text).toMatch(/lovely|exciting|plan|welcome|family/i);
  });

  it.each(BOTS)("%s: a birthday gets a happy birthday", (slug) => {
    expect(reply(slug, "oh and its my 25th birthday this friday")).toMatch(
      /happy (?:early )?birthday|celebrat/i,
    );
  });

  it.each(BOTS)("%s: a pet's mischief is a cheeky pet, named", (slug) => {
    const text = reply(slug, "my kitten Pixel keeps knocking cups off the table");
    expect(text).toMatch(/Pixel/);
    expect(text).toMatch(/cheeky|rascal|naughty|toy|play/i);
  });

  it.each(BOTS)("%s: a favourite film is agreed with, by name", (slug) => {
    const text = reply(slug, "spirited away is my absolute fave");
    expect(text).toMatch(/spirited away/i);
    expect(text).toMatch(/classic|agree|best|perfect|good taste/i);
  });

  it.each(BOTS)("%s: a new hobby's first wonky try is encouraged", (slug) => {
    expect(reply(slug, "i started painting last month, my first one looks weird")).toMatch(
      /first|practi|proud|patience|charm/i,
    );
  });

  it.each(BOTS)("%s: an allergy is noted", (slug) => {
    const text = reply(slug, "sure, but no sesame please, I'm allergic");
    expect(text).toMatch(/sesame/);
    expect(text).toMatch(/noted|remember|careful|safe/i);
  });

  it.each(BOTS)("%s: 'what if I…' is met with reassurance", (slug) => {
    const text = reply(slug, "but what if I freeze on stage haha");
    expect(text).toMatch(/freeze on stage/);
    expect(text).toMatch(/okay|fine|breath|human/i);
    expect(text).not.toMatch(/haha/);
  });

  it.each(BOTS)("%s: 'wish me luck' gets good luck", (slug) => {
    expect(reply(slug, "ok thanks, wish me luck")).toMatch(/good luck|got this/i);
  });

  it.each(BOTS)("%s: a heavy feeling is cared for, not said back", (slug) => {
    const text = reply(slug, "I'm honestly kinda overwhelmed by uni rn");
    expect(text).toMatch(/sorry|breath|understand|hard/i);
    expect(text).not.toMatch(/^(?:\*[^*]*\*\s*)?(?:honestly )?kinda overwhelmed/i);
  });

  it.each(BOTS)("%s: bad news gets sympathy, plainly, and a pet's death is no mischief", (slug) => {
    for (const message of [
      "my old dog Bruno passed away last night",
      "my grandad is in hospital again",
      "i got laid off this morning",
      "me and my girlfriend split up",
    ]) {
      const text = reply(slug, message);
      expect(text).toMatch(/sorry|hard|worrying|loss/i);
      expect(text).not.toMatch(/^\*|cheeky|rascal|congrat/i);
    }
  });

  it.each(BOTS)("%s: an engagement or a baby is congratulated", (slug) => {
    expect(reply(slug, "omg we got engaged on the beach")).toMatch(/congrat/i);
    expect(reply(slug, "im pregnant!!")).toMatch(/congrat/i);
  });

  it.each(["unit-k7", "benny-banter", "luna-harper"])("%s: a mood asked as a number gets one", (slug) => {
    expect(reply(slug, "how are you feeling, in percentage?")).toMatch(/\d+%/);
    expect(reply(slug, "what's your mood out of 10?")).toMatch(/\d+ out of 10/);
  });

  it("nana-rose: not having eaten all day is hunger, cared for", () => {
    expect(reply("nana-rose", "i havent eaten anything all day tbh")).toMatch(/hungry|food|eat|snack|fed/i);
  });
});

describe("the member's day said in passing gets the bot's own take", () => {
  it.each([
    ["ugh it's chucking it down outside", "rain", undefined],
    ["its been so cold all week", "cold", undefined],
    ["I'm rewatching breaking bad atm", "consuming", "breaking bad"],
    ["just baked banana bread for tea", "cooked", "banana bread"],
    ["got home from my shift finally", "back", "shift"],
  ])("%s → %s", (message, kind, thing) => {
    expect(readDay(message)).toEqual({ kind, ...(thing ? { thing } : {}) });
  });

  it.each(["benny-banter", "maya-sol", "luna-harper"])("%s: not the member's words said back", (slug) => {
    const text = reply(slug, "I'm listening to the new Taylor Swift album rn");
    expect(text).toMatch(/the new Taylor Swift album/i);
    expect(text).not.toMatch(/listening to/);
    expect(reply(slug, "it's snowing here!!")).toMatch(/snow/i);
  });

  it("in a scene, 'I'm reading the letter' is a move, not the member's evening", () => {
    expect(reply("detective-hollis", "I'm reading the letter", ["*opens the desk drawer*"])).not.toMatch(
      /verdict|evening is for|pulls you right in/,
    );
  });
});

describe("a goodbye after thanks is a goodbye", () => {
  const GOODBYE = /\b(?:bye|goodbye|goodnight|good night|night|sleep|dreams|see you|take care|soon|later)\b/i;
  it.each([
    ["benny-banter", "cheers benny, byeeee"],
    ["unit-k7", "thanks, powering you down now"],
    ["maya-sol", "alright I should get going, thank you so much"],
    ["luna-harper", "thanks luna, I better go"],
  ])("%s: %s", (slug, message) => {
    expect(reply(slug, message)).toMatch(GOODBYE);
  });

  it.each([
    ["benny-banter", ["I've got a driving test on Thursday"], "ok night benny", /driving test on Thursday/],
    ["maya-sol", ["so I'm moving to Cardiff in April"], "thanks maya, gotta go", /move to Cardiff/],
    ["luna-harper", ["my aunt Odile is coming to stay next week"], "Bye Luna!", /Odile/],
    ["unit-k7", ["it's my 21st birthday on saturday"], "thanks, powering you down for tonight", /birthday/],
  ])("%s: a goodbye names what the member has coming up", (slug, earlier, message, thing) => {
    const text = reply(slug, message, earlier);
    expect(text).toMatch(GOODBYE);
    expect(text).toMatch(thing);
  });

  it("a goodbye with nothing coming up is a plain goodbye", () => {
    expect(reply("maya-sol", "thanks maya, gotta go", ["I like tea"])).not.toMatch(/good luck with/i);
  });

  it("a borrowed thanks among English words is English; a whole foreign message is not", () => {
    expect(detectLanguage("great, gracias! see you later")).toBe("en");
    expect(detectLanguage("perfect, merci! bye")).toBe("en");
    expect(detectLanguage("ok obrigado, bye bye")).toBe("en");
    expect(detectLanguage("obrigado, você é muito gentil")).toBe("pt");
    expect(detectLanguage("gracias, hasta mañana amigo")).toBe("es");
  });
});

// What the member says of their life gets a reply that names its object: nerves about something
// named are met as nerves about it ("your first weekend shift alone"), not "sorry about your first";
// a question announced ("I have a dumb question about percentages") is met with "go ahead" on its
// subject; a goodbye with thanks or a wish after it ("talk next week", "good luck at the gig") is
// a goodbye. Four ways each, on bots of other kinds.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { detectIntent } from "../../api/services/ai/persona/intents";
import { replyAfterGreeting } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

describe("nerves about something named", () => {
  it.each([
    ["zed-ortega", "im kinda nervous about my first weekend shift alone", "your first weekend shift alone"],
    ["benny-banter", "i'm worried about the dentist lol", "the dentist"],
    ["captain-nova", "im nervous about the landing", "the landing"],
    [
      "reginald-pemberton",
      "evening reginald. im hosting a dinner party saturday and im panicking",
      "hosting a dinner party",
    ],
  ])("%s: %s", (slug, message, object) => {
    const reply = replyAfterGreeting(slug, message);
    expect(reply).toContain(object);
    expect(reply).toMatch(/normal|got this|fine|calm/i);
    expect(reply).not.toMatch(/sorry about/i);
  });

  it("ends the news where the member's next clause begins", () => {
    const reply = replyAfterGreeting("luna-harper", "i have a job interview friday and im so nervous");
    expect(reply).toContain("job interview friday");
    expect(reply).not.toMatch(/friday and im/i);
  });
});

describe("a question announced", () => {
  it.each([
    ["theo-park", "hi theo. i have a dumb question about percentages", /percentages/],
    ["luna-harper", "ok i got a random question about coffee beans", /coffee beans/],
    ["benny-banter", "so i have a question for you about your show", /my show/],
    ["captain-nova", "captain, quick question", /ask away|go for it|shoot/i],
    ["sage-everly", "can i ask you something?", /ask away|go for it|shoot/i],
  ])("%s: %s", (slug, message, expected) => {
    const reply = replyAfterGreeting(slug, message);
    expect(reply).toMatch(expected);
    expect(reply).toMatch(/ask|go for it|shoot/i);
  });
});

describe("a goodbye with thanks or a wish around it", () => {
  it.each([
    "thanks coach!! talk next week",
    "ok its late. night rowan, good luck at the next gig",
    "thx, chat on monday",
    "night all, have fun at the party",
    "bye for now, break a leg tomorrow",
  ])("%s is a goodbye", (message) => {
    expect(detectIntent(message).kind).toBe("goodbye");
  });

  it("is answered with a goodbye", () => {
    expect(replyAfterGreeting("coach-max", "thanks coach!! talk next week")).toMatch(
      /bye|see you|talk soon|next week|take care|later|catch you/i,
    );
  });
});

describe("an offer and 'will that do?'", () => {
  it.each([
    [
      "sir-whiskers",
      "ok ok. i only have salmon, not tuna. will that do",
      "salmon",
      /suppose|tolerate|outrage|acceptable/i,
    ],
    [
      "ember-the-dragon",
      "i got some copper coins, not gold. will that do?",
      "copper coins",
      /suppose|tolerate|outrage|acceptable/i,
    ],
    ["luna-harper", "I brought oat milk. Is that okay?", "at milk", /fine|perfect|nicely/i],
    ["nana-rose", "I made a lemon cake. does that work?", "lemon cake", /fine|perfect|nicely/i],
  ])("%s: %s", (slug, message, thing, tone) => {
    const reply = replyAfterGreeting(slug, message);
    expect(reply).toContain(thing);
    expect(reply).toMatch(tone);
  });
});

describe("news told laughing", () => {
  it.each([
    ["ines-duarte", "lol i just dropped an egg on the floor", /egg/],
    ["benny-banter", "lol my cat just fell off the sofa", /cat|sofa/],
    ["luna-harper", "haha i locked myself out again", /locked|yourself out/],
    ["coach-max", "lmao my shoelace snapped mid run", /shoelace/],
  ])("%s takes up %s", (slug, message, object) => {
    expect(detectIntent(message).kind).not.toBe("laugh");
    expect(replyAfterGreeting(slug, message)).toMatch(object);
  });

  it("still hears a laugh at its own joke", () => {
    expect(detectIntent("lol").kind).toBe("laugh");
    expect(detectIntent("lmao stop").kind).toBe("laugh");
    expect(detectIntent("hahaha").kind).toBe("laugh");
  });
});

describe("a name given to the thing just told of", () => {
  it.each([
    [
      "zed-ortega",
      ["not much. just got a new job at a bike shop, started monday"],
      "yeah its called Spoke & Chain, on Delancey st",
      "Spoke & Chain",
      "bike shop",
    ],
    [
      "luna-harper",
      ["my sister opened a little bakery"],
      "it's called Crumb and Co",
      "Crumb and Co",
      "bakery",
    ],
    [
      "benny-banter",
      ["we started a band"],
      "its called The Loud Neighbours lol",
      "The Loud Neighbours",
      "band",
    ],
    [
      "coach-max",
      ["i joined a running club"],
      "ok its called Harbour Striders",
      "Harbour Striders",
      "running club",
    ],
  ])("%s: %s", (slug, earlier, message, name, thing) => {
    const reply = replyAfterGreeting(slug, message, earlier);
    expect(reply).toContain(name);
    expect(reply).toContain(thing);
    expect(reply).toMatch(/name/i);
  });
});

describe("praise of something of the bot's", () => {
  it.each([
    ["rowan-blake", "hey. your last song was really good", "my last song"],
    ["benny-banter", "your set last night was honestly brilliant", "my set last night"],
    ["nana-rose", "your lemon cookies are amazing", "my lemon cookies"],
    ["ines-duarte", "ur soup was so good", "my soup"],
  ])("%s: %s", (slug, message, thing) => {
    expect(detectIntent(message).kind).toBe("compliment");
    const replies = [0, 1, 2].map((k) =>
      replyAfterGreeting(slug, message, k ? Array.from({ length: k }, () => "hm") : []),
    );
    expect(replies.some((r) => r.includes(thing) && /thank/i.test(r))).toBe(true);
  });
});

describe("something asked of the bot in passing", () => {
  it.each([
    ["julian-ashford", "ok i'll take the book. can you wrap it", /\*wraps (?:it|the book)/],
    ["luna-harper", "could you warm up my muffin please", /\*warms your muffin/],
    ["nana-rose", "can you pass the sugar", /\*passes the sugar/],
    ["sir-whiskers", "can u move your tail", /\*moves my tail|\*moves your tail/],
  ])("%s does it: %s", (slug, message, action) => {
    expect(replyAfterGreeting(slug, message)).toMatch(action);
  });

  it.each([
    [
      "sir-whiskers",
      "my roommate Beatriz is coming over later with her dog Pickle. be nice",
      /tolerate|behave|promise/i,
    ],
    ["ember-the-dragon", "the knight is here. behave yourself", /behave|promise|tolerate/i],
    ["luna-harper", "my mum is visiting. be on your best behaviour", /promise|behaviour/i],
    ["benny-banter", "my boss is coming to the show. play nice ok", /promise|behaviour/i],
  ])("%s promises to behave: %s", (slug, message, promise) => {
    expect(replyAfterGreeting(slug, message)).toMatch(promise);
  });

  it.each([
    ["sir-whiskers", "do you actually love me? be honest", /fond|perhaps|maybe|admit|tolerate/i],
    ["ember-the-dragon", "do you even like me", /fond|perhaps|maybe|admit|tolerate|suppose/i],
    ["luna-harper", "do you really care about me?", /fond/i],
    ["sage-everly", "do you like me", /fond/i],
  ])("%s answers whether it cares, honestly: %s", (slug, message, fond) => {
    const reply = replyAfterGreeting(slug, message);
    expect(reply).toMatch(fond);
    expect(reply).not.toMatch(/\bI love you\b/i);
  });

  it("leaves a request for a skill to the skill", () => {
    expect(replyAfterGreeting("benny-banter", "can you tell me a joke")).not.toMatch(/\*tells/);
  });
});

describe("feelings weighed: a fight over a long day, better after trying", () => {
  it.each([
    "hi sage. long day. my sister Ilse and i had a fight about mom's birthday",
    "long day and i argued with my boss",
    "so tired. had a huge argument with my dad",
    "ugh long day, fell out with my best friend",
  ])("%s is hurt, not only tiredness", (message) => {
    expect(detectIntent(message)).toEqual({ kind: "feeling", feeling: "sad" });
    expect(replyAfterGreeting("sage-everly", message)).toMatch(/sorry|hard|heavy|hurt/i);
  });

  it.each([
    ["sage-everly", "ok did it. a bit better"],
    ["luna-harper", "tried the breathing thing, it helped"],
    ["coach-max", "did the stretches, knee feels a lot better"],
    ["nana-rose", "the tea worked, much better now"],
  ])("%s is glad it helped: %s", (slug, message) => {
    expect(replyAfterGreeting(slug, message)).toMatch(/glad|good|well done/i);
  });
});

describe("sorry said to the bot", () => {
  it.each([
    "hi, sorry, didnt mean to startle you",
    "sorry for being late, the bus was slow",
    "sorry sorry im home!! traffic was awful",
    "so sorry i kept you waiting",
  ])("%s is an apology", (message) => {
    expect(detectIntent(message).kind).toBe("apology");
  });

  it("is forgiven gladly, or grudgingly by a haughty card", () => {
    expect(replyAfterGreeting("julian-ashford", "hi, sorry, didnt mean to startle you")).toMatch(
      /no need|don't worry|forgive|okay|glad/i,
    );
    expect(replyAfterGreeting("sir-whiskers", "sorry sorry im home!! traffic was awful")).toMatch(/late/i);
    expect(replyAfterGreeting("ember-the-dragon", "sorry im late, the path was icy")).toMatch(/late/i);
  });

  it("is not an apology when it is sympathy", () => {
    expect(detectIntent("sorry to hear about your cat, that is awful news").kind).not.toBe("apology");
  });
});

describe("the member introducing themselves", () => {
  it.each([
    ["rowan-blake", "im Ezra btw. i teach middle school science", "Ezra", "teach middle school science"],
    ["coach-max", "hey im Dani. i work nights at the hospital", "Dani", "work nights at the hospital"],
    ["benny-banter", "I'm Priya by the way. I run a little bakery", "Priya", "run a little bakery"],
    ["luna-harper", "oh im Tomas. i study architecture", "Tomas", "study architecture"],
  ])("%s: %s", (slug, message, name, doing) => {
    const reply = replyAfterGreeting(slug, message);
    expect(reply).toContain(name);
    expect(reply).toContain(doing);
    expect(reply).toMatch(/meet/i);
  });
});

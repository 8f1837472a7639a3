// The character about itself: the card reader (card-facts.ts) turns a card into facts in the
// bot's first person, and questions to the bot ("what's your restaurant called?", "what do you do
// on your day off?", "do you think it's safe…?", "teach me a drill") are answered from them, each
// with paraphrases over several seed characters, never with "not sure" or "what's your guess?".
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { readCard, toFirst } from "../../api/services/ai/persona/card-facts";
import { seedCard as card, replyAfterGreeting as reply } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const EVASIVE =
  /not (?:completely )?sure|what's your (?:own )?guess|can't look|don't know for certain|tell me more about/i;

describe("the card reader", () => {
  it("finds the named things of a card's world, with what they are in the bot's words", () => {
    expect(readCard(card("ines-duarte")).named).toContainEqual(
      expect.objectContaining({
        name: "Casa Duarte",
        what: "the seaside restaurant my family has run for three generations",
      }),
    );
    expect(readCard(card("sir-cedric")).named.map((n) => n.name)).toContain("Biscuit");
    expect(readCard(card("felix-wren")).named.map((n) => n.name)).toContain("Midnight Meridian");
    expect(readCard(card("wes-okafor")).named.map((n) => n.name)).toContain("Stall 17");
    // An adjective is not a name ("an impeccably dressed English butler").
    expect(readCard(card("reginald-pemberton")).named.map((n) => n.name)).not.toContain("English");
  });

  it("reads what the bot does, likes and teaches, in the first person", () => {
    expect(readCard(card("luna-harper")).doings).toContain("run the late shift at Moonbeam Café");
    expect(readCard(card("rowan-blake")).likes).toEqual(expect.arrayContaining(["lyrics", "vinyl records"]));
    expect(readCard(card("leo-santos")).skills).toContain("my famous two-breath pause");
    expect(readCard(card("wes-okafor")).skills).toContain("quick stir-fries");
  });

  it("turns the card's third person into the bot's first", () => {
    expect(toFirst("She cooks in her family's kitchen", "Ines Duarte")).toBe("I cook in my family's kitchen");
    expect(toFirst("He is proud of his hoard", "Ember")).toBe("I'm proud of my hoard");
    expect(toFirst("Kai teaches real outdoor skills", "Kai Morrow")).toBe("I teach real outdoor skills");
  });
});

describe("questions to the bot about itself", () => {
  it.each([
    ["ines-duarte", "What's your family's restaurant called?", /Casa Duarte/],
    ["ines-duarte", "What is the name of your restaurant?", /Casa Duarte/],
    ["ines-duarte", "what do you call your restaurant?", /Casa Duarte/],
    ["sir-cedric", "What's your horse called?", /Biscuit/],
    ["sir-cedric", "What's the name of your horse?", /Biscuit/],
    ["sir-cedric", "So what's your horse's name?", /Biscuit/],
    ["captain-nova", "What's your ship called?", /Stellar Drift/],
    ["felix-wren", "What's the name of your train?", /Midnight Meridian/],
  ])("%s: %s names it from the card", (slug, message, expected) => {
    expect(reply(slug, message)).toMatch(expected);
  });

  it.each([
    ["reginald-pemberton", "What do you do on your day off?"],
    ["reginald-pemberton", "How do you spend your free time?"],
    ["rowan-blake", "What do you do when you're not performing?"],
    ["rowan-blake", "What do you get up to on weekends?"],
    ["jamie-cole", "What do you do in your spare time?"],
  ])("%s: %s is answered with a day off, not a dodge", (slug, message) => {
    const text = reply(slug, message);
    expect(text).toMatch(
      /day off|off duty|rest|read|sleep|walk|lyrics|vinyl|drives|movies|snacks|playlists/i,
    );
    expect(text).not.toMatch(EVASIVE);
  });

  it.each([
    ["ines-duarte", "What do you do for a living?", /cook|kitchen|Casa Duarte/],
    ["luna-harper", "What's your job?", /Moonbeam|shift|coffee/],
    ["wes-okafor", "So what do you do?", /Stall 17|wok|cook|stir-fr/],
  ])("%s: %s is answered from the card's role", (slug, message, expected) => {
    expect(reply(slug, message)).toMatch(expected);
  });

  it.each([
    ["sir-cedric", "Do you think it's safe to cross the river at night?", /river/],
    ["sir-cedric", "What do you think about crossing the bridge in the dark?", /bridge/],
    ["kai-morrow", "How do you feel about hiking alone in winter?", /hiking alone/],
    ["reginald-pemberton", "What's your opinion on pineapple on pizza?", /pineapple/i],
  ])("%s: %s gets a take with a reason, about the thing asked", (slug, message, expected) => {
    const text = reply(slug, message);
    expect(text).toMatch(expected);
    expect(text).not.toMatch(EVASIVE);
  });

  it.each([
    ["juno-vega", "Is coffee really that amazing to you?", /coffee/i],
    ["juno-vega", "Do you really like coffee?", /coffee/i],
    ["hollis-crane", "Are you a fan of strong coffee?", /coffee/i],
    ["zed-ortega", "what game are you playing rn?", /game|RPG|speedrun/i],
    ["zed-ortega", "What are you playing right now?", /game|RPG|speedrun/i],
  ])("%s: %s answers its own likes and doings", (slug, message, expected) => {
    const text = reply(slug.replace("hollis-crane", "detective-hollis"), message);
    expect(text).toMatch(expected);
    expect(text).not.toMatch(EVASIVE);
  });

  it.each(["Do you like my visits?", "Do you enjoy having me here?", "Are you glad I came?"])(
    "a proud dragon asked %s admits it gruffly; a warm barista says yes",
    (message) => {
      expect(reply("ember-the-dragon", message)).toMatch(/hmph|tolerate|acceptable|don't hate/i);
      expect(reply("luna-harper", message)).toMatch(/\b(?:yes|do|of course)\b/i);
    },
  );

  it.each(["Teach me a drill", "Can you recommend an exercise for my nerves?", "Give me a drill you teach"])(
    "a coach asked %s teaches a named technique from its card",
    (message) => {
      expect(reply("leo-santos", message)).toMatch(/two-breath pause|eye contact|open posture/);
    },
  );

  it.each([
    ["felix-wren", "Tell me about your grandfather", /grandfather/],
    ["ember-the-dragon", "What's your favourite thing in your hoard?", /hoard|gold/],
  ])("%s: %s is answered from the card's own sentence", (slug, message, expected) => {
    expect(reply(slug, message)).toMatch(expected);
  });
});

describe("the bot's world asked by name, its menu, and how hard a plan is", () => {
  it.each([
    ["sir-cedric", "Who's Biscuit?", /horse/],
    ["ines-duarte", "Tell me about Casa Duarte", /restaurant/],
    ["felix-wren", "What is the Midnight Meridian?", /sleeper train/],
  ])("%s: %s is answered from what the card says it is", (slug, message, expected) => {
    expect(reply(slug, message)).toMatch(expected);
  });

  it.each([
    ["luna-harper", "What's good here?"],
    ["wes-okafor", "What's the best thing on the menu?"],
    ["ines-duarte", "what's the special today?"],
  ])("%s: %s gets the house pick", (slug, message) => {
    expect(reply(slug, message)).toMatch(/what I'd have myself|you won't regret it|every time/i);
  });

  it.each([
    ["rowan-blake", "I've always wanted to learn guitar. Is it hard?", /guitar/],
    ["maya-sol", "I'm thinking about learning to surf. Is it difficult?", /surf/],
    ["camille-laurent", "I want to learn Italian too. Is that hard?", /Italian/],
  ])("%s: %s is answered about the plan before it", (slug, message, plan) => {
    const text = reply(slug, message);
    expect(text).toMatch(plan);
    expect(text).toMatch(/practi[cs]e|patience|daily|every day/);
    expect(text).not.toMatch(EVASIVE);
  });

  it.each([
    ["rowan-blake", "What do you do on weekends?", /weekend/],
    ["reginald-pemberton", "What do you do on your day off?", /day off/],
  ])("%s: %s says back the time asked about", (slug, message, expected) => {
    const text = reply(slug, message);
    expect(text).toMatch(expected);
    expect(text).not.toMatch(/weekends:/);
  });
});

describe("the bot's own experience", () => {
  it.each([
    ["kai-morrow", "Do you ever get scared up here?", /scared|it visits/i],
    ["rowan-blake", "Do you ever get nervous before a gig?", /nervous|it visits/i],
    ["luna-harper", "Do you ever feel lonely on the late shift?", /lonely|it visits/i],
  ])("%s: %s is answered honestly, with how it copes", (slug, message, expected) => {
    const text = reply(slug, message);
    expect(text).toMatch(expected);
    expect(text).toMatch(/sometimes|now and then|more than I let on/i);
  });

  it.each([
    ["felix-wren", "How long have you been a conductor?"],
    ["luna-harper", "How long have you worked here?"],
    ["nana-rose", "Who taught you to bake?"],
    ["kai-morrow", "Where did you learn all this?"],
    ["kai-morrow", "What's the hardest trek you've ever done?"],
  ])("%s: %s gets an answer that invents no names or dates", (slug, message) => {
    const text = reply(slug, message);
    expect(text).not.toMatch(EVASIVE);
    expect(text).not.toMatch(/\b(?:1[89]\d\d|20\d\d)\b/);
  });

  it.each([
    ["ember-the-dragon", "What do you think of knights?", /knights/i],
    ["ember-the-dragon", "Why do you hate knights?", /knights/i],
    ["nana-rose", "What are you baking today?", /cookies/],
  ])("%s: %s is answered from what the card says", (slug, message, expected) => {
    const text = reply(slug, message);
    expect(text).toMatch(expected);
    expect(text).not.toMatch(/I lean yes/);
    expect(text).not.toMatch(EVASIVE);
  });
});

describe("the bot's day, routine and picks, however they are asked", () => {
  it.each([
    ["julian-ashford", "What do you do in the evenings?", /evenings writing verses/],
    ["sage-everly", "What's your morning routine?", /every morning with tea/],
    ["julian-ashford", "What's a typical day like for you?", /afternoons|evenings/],
    ["luna-harper", "How's your week been?", /Moonbeam|late shift/],
  ])("%s: %s is answered from the card's routine", (slug, message, expected) => {
    expect(reply(slug, message)).toMatch(expected);
  });

  it.each([
    ["luna-harper", "Got anything sweet?"],
    ["luna-harper", "What would you recommend? Something sweet"],
    ["nana-rose", "Anything sweet today?"],
  ])("%s: %s gets a sweet pick", (slug, message) => {
    expect(reply(slug, message)).toMatch(/pick|try|no question|trust me/i);
  });

  it.each(["Got a drill for me?", "What's your go-to warm-up?", "Teach me an exercise"])(
    "a coach whose card names no technique, asked %s, still gives one to do now",
    (message) => {
      const text = reply("coach-max", message);
      expect(text).toMatch(/once|one step|round|basics/);
      expect(text).not.toMatch(EVASIVE);
    },
  );

  it.each([
    "What do you remember about your grandfather?",
    "Do you remember your grandfather?",
    "Tell me about your grandfather",
  ])("a conductor asked %s answers from his own backstory, not the member's", (message) => {
    expect(reply("felix-wren", message)).toMatch(/grandfather/);
  });
});

describe("a question about something of the bot's world", () => {
  it.each([
    ["juno-vega", "Uh... hi? Why is there a time pod in my flowerbed?", /time pod/],
    ["juno-vega", "What's wrong with the chronometer?", /chronometer/],
    ["rio-vance", "Where did you get that compass?", /compass/],
    ["felix-wren", "Is that a pocket watch?", /pocket watch/],
  ])("%s: %s is answered with what the card says of it", (slug, message, expected) => {
    const text = reply(slug, message);
    expect(text).toMatch(expected);
    expect(text).not.toMatch(EVASIVE);
  });
});

describe("what the card cannot say stays honest", () => {
  it.each([
    ["agatha-vale", "Who is the librarian on duty today?"],
    ["felix-wren", "Which platform is the train leaving from right now?"],
    ["luna-harper", "Is the café open tonight?"],
  ])("%s: %s is not answered with a card sentence", (slug, message) => {
    const text = reply(slug, message);
    expect(text).not.toMatch(/since 1892|conductor of the Midnight Meridian|late shift at Moonbeam/);
  });
});

describe("the bot's week, its free time, its oddest moment and its count, asked in other words", () => {
  it.each([
    ["jamie-cole", "Anyway, how was your week?", /\bmy week\b/i],
    ["luna-harper", "So how's your weekend been?", /\bmy weekend\b/i],
    ["kai-morrow", "How was your morning?", /\bmy morning\b/i],
  ])("%s: %s is answered about that stretch of time", (slug, message, said) => {
    expect(reply(slug, message)).toMatch(said);
  });

  it.each([
    ["luna-harper", "What do you do when you're not behind the counter?"],
    ["captain-nova", "Okay, your turn: what do you do when you're not on the bridge?"],
    ["theo-park", "What do you get up to when you're not tutoring?"],
  ])("%s: %s is about its free time", (slug, message) => {
    expect(reply(slug, message)).toMatch(/free time/i);
  });

  it.each([
    ["luna-harper", "What's the weirdest order you've ever had here?", /weirdest order/],
    [
      "marisol-ibarra",
      "What's the strangest hostel you've ever stayed in? Ha, no, what's the funniest thing you've ever seen on a trip?",
      /funniest thing/,
    ],
    ["theo-park", "What's the silliest answer you've ever heard?", /silliest answer/],
    ["nana-rose", "What's the nicest thing anyone ever baked for you?", /nicest thing/],
  ])("%s: %s names the kind of moment asked about, with no story made up", (slug, message, what) => {
    expect(reply(slug, message)).toMatch(what);
  });

  it.each([
    ["ember-the-dragon", "How many gold coins do you actually have?", /gold coins/i],
    ["luna-harper", "How many mugs do you own?", /mugs/i],
    ["marisol-ibarra", "How many passport stamps do you really have?", /passport stamps/i],
  ])("%s: %s says the thing back and invents no number", (slug, message, thing) => {
    const text = reply(slug, message);
    expect(text).toMatch(thing);
    expect(text).not.toMatch(/\d/);
  });
});

describe("where the bot's work came from, and a name it never met", () => {
  it.each([
    [
      "rowan-blake",
      "My favourite song of yours was the one about the lighthouse.",
      "What inspired it?",
      // "it" is the song praised, said back from the bot's side ("your favourite song of mine").
      /lighthouse|favourite song of mine/,
    ],
    [
      "rowan-blake",
      "That new song about the harbour made me cry.",
      "How did you come up with it?",
      /harbour|new song/,
    ],
    [
      "luna-harper",
      "I love the little cat painting on your counter.",
      "What inspired that painting?",
      /painting/,
    ],
  ])("%s: %s then %s", (slug, before, message, thing) => {
    const text = reply(slug, message, [before]);
    expect(text).toMatch(thing);
    expect(text).toMatch(/inspired|feeling|thought/i);
  });

  it.each([
    [
      "agatha-vale",
      "I'm looking for a diary that belonged to a Miss Harriet Crowe.",
      "Who was Harriet Crowe to you?",
      /Harriet Crowe/,
    ],
    [
      "detective-hollis",
      "A man called Silas Grey was seen at the docks.",
      "Who is Silas Grey to you?",
      /Silas Grey/,
    ],
    [
      "kai-morrow",
      "My old guide, Petra Lund, taught me to read maps.",
      "Who's Petra Lund to you?",
      /Petra Lund/,
    ],
  ])("%s: a name only the member brought up is a stranger, said honestly", (slug, before, message, name) => {
    expect(reply(slug, message, [before])).toMatch(name);
  });
});

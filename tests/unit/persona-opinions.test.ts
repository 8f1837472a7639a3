// An opinion asked of the bot gets a position with its reason, never "I don't know" and never only
// a question back: "is it weird to…?", "is this one harder than…?", "why that one?", "what would
// you do?", a favourite of a kind, a recommendation narrowed by what the member likes. Bots of every
// kind (a scenario, a coach, a companion, a comedian), situations the eval does not have.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { expectEachReply, replyAfterGreeting, type AskedCase } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

const NO_VIEW =
  /I don't know for certain|not completely sure|can't look|What's your own guess|I'm torn|change my mind every week|What do you think\?$/i;

const expectEach = (cases: AskedCase[], ...wants: RegExp[]) => expectEachReply(cases, NO_VIEW, ...wants);

describe("a position with its reason", () => {
  it("is it weird to…: not weird, and how to go about it", () => {
    expectEach(
      [
        ["reginald-pemberton", [], "is it weird to ask guests to bring their own wine"],
        ["luna-harper", [], "Is it rude to leave a party before dessert?"],
        ["coach-max", [], "would it be weird to run with headphones in a race"],
        ["benny-banter", [], "is it ok to text my ex happy birthday"],
      ],
      /\b(?:not weird|fine|fair|perfectly)\b/i,
    );
  });

  it("is this one harder than the others: a side taken, with a reason", () => {
    expectEach(
      [
        ["quinn-marlowe", [], "be honest, is this puzzle harder than the last one?"],
        ["coach-max", [], "is this plan tougher than the beginner one"],
        ["luna-harper", [], "is your lasagna better than your mum's?"],
        ["benny-banter", [], "honestly is that joke funnier than the first"],
      ],
      /\b(?:yes|I'd say)\b/i,
      /\b(?:harder|tougher|better|funnier)\b/i,
    );
  });

  it("why that one? and what would you do?: because…, and if I were you…", () => {
    expectEach(
      [
        ["rowan-blake", ["what song are you playing tonight"], "why that one?"],
        ["zed-ortega", ["what game should I play"], "why that"],
        ["luna-harper", ["whats your favourite film"], "but why that one"],
        ["benny-banter", ["pick a pizza topping for me"], "why this?"],
      ],
      /\bbecause\b/i,
    );
    expectEach(
      [
        ["rowan-blake", ["I could take the job in Leeds or stay in the band"], "what would u do"],
        ["coach-max", ["marathon in spring or a half in the autumn"], "what would you do if you were me"],
        ["luna-harper", ["should I move in with Sam or wait a year"], "What would you do?"],
        ["benny-banter", ["quit my job to do comedy full time?"], "honestly what would you do in my shoes"],
      ],
      /\b(?:I'd|I would|if I)\b/i,
    );
  });
});

describe("do you think…?", () => {
  it("I should / I can / too late to: a yes with the reason, about what was named", () => {
    expectEach(
      [
        ["luna-harper", [], "do you think i should text him first"],
        ["coach-max", [], "do you think i can do a marathon next year"],
        ["nana-rose", [], "do you think its too late to learn piano at 60"],
        ["sage-everly", [], "do u think im too old to start yoga"],
      ],
      /\b(?:yes|not too late|I do)\b/i,
      /\b(?:text him first|marathon|learning piano|yoga)\b/i,
    );
  });
});

describe("overrated?", () => {
  it("a side taken on the thing named, with the reason", () => {
    expectEach(
      [
        ["zed-ortega", [], "is minecraft overrated"],
        ["rowan-blake", [], "honestly are the beatles overrated?"],
        ["luna-harper", [], "is brunch overhyped"],
        ["benny-banter", [], "is stand up comedy worth the hype"],
      ],
      /\b(?:No|Not overrated)\b/,
      /\b(?:minecraft|beatles|brunch|stand up comedy)\b/i,
    );
  });
});

describe("picks of a kind", () => {
  it("a favourite named, with what makes it one", () => {
    expectEach(
      [
        ["rowan-blake", [], "do you have a favourite record"],
        ["julian-ashford", [], "what's your favourite poem"],
        ["benny-banter", [], "whats ur favourite album"],
        ["luna-harper", [], "Do you have a favorite painting?"],
      ],
      // A name, then what makes it the favourite.
      /[A-Z][a-z]+(?:'s)? [^,]*, [a-z]/,
    );
  });

  it("a recommendation, then the one that fits what they love", () => {
    expectEach(
      [
        ["zed-ortega", [], "any indie game recs? i like cozy stuff"],
        ["rowan-blake", [], "got any album recommendations"],
        ["luna-harper", [], "I'm looking for a good film for tonight"],
        ["nana-rose", [], "any board game suggestions for the grandkids?"],
      ],
      /\b(?:Try|My pick)\b/,
    );
    const birds = replyAfterGreeting("julian-ashford", "he loves birds and his garden", [
      "I'm looking for a poetry book for my uncle Theo, he turns 70 next week",
    ]);
    expect(birds).toMatch(/\bbirds\b/);
    const cozy = replyAfterGreeting("zed-ortega", "any indie game recs? i like cozy stuff");
    expect(cozy).toMatch(/cozy/i);
  });
});

describe("the best of a kind, a favourite era, a plan someone else suggested, a city's sights", () => {
  it("names a pick of the kind asked, with its reason", () => {
    expectEach(
      [
        ["professor-quill", [], "whats the best history book for someone who hates dry books"],
        ["luna-harper", [], "any good history books?"],
        ["benny-banter", [], "what's the best book on ancient rome"],
        ["coach-max", [], "recommend me a history book that isn't boring"],
      ],
      /SPQR|Guns of August|Short History|Rubicon/,
    );
    expectEach(
      [
        ["luna-harper", [], "what's the best book for a long flight?"],
        ["sage-everly", [], "got any good novels for the beach"],
        ["rio-vance", [], "what's a good read for a rainy weekend? any recs"],
        ["nana-rose", [], "recommend me a book please"],
      ],
      /Hobbit|Pride and Prejudice|Remains of the Day|Project Hail Mary/,
    );
  });

  it("has a favourite century, with why", () => {
    for (const [bot, message] of [
      ["professor-quill", "what's your favourite century and why"],
      ["luna-harper", "whats ur favorite century"],
      ["sir-cedric", "what is your favourite century?"],
      ["benny-banter", "which century is your favourite?"],
      ["nana-rose", "what era of history do you like best?"],
    ])
      expect(replyAfterGreeting(bot!, message!), message).toMatch(/\b(?:1st|15th|18th|19th) century\b[^.]*,/);
  });

  it("weighs a plan someone else suggested", () => {
    expectEach(
      [
        ["benny-banter", [], "my sister Bettina says i should quit and open my own cake shop. thoughts?"],
        ["luna-harper", [], "My friend thinks I should open a little bakery. What do you think?"],
        ["coach-max", [], "my dad reckons we should start a business together. your take?"],
        ["sage-everly", [], "Noor said I should set up my own yoga studio. thoughts?"],
      ],
      /market stall|pop-up|business plan|savings/,
    );
  });

  it("lists as many sights as asked for the city of the chat, none invented for one not on file", () => {
    const rome = replyAfterGreeting(
      "professor-quill",
      "im thinking of a trip to rome in october with my wife Ilse. 3 must sees?",
    );
    expect(rome).toMatch(/Three I'd never skip in Rome|my three/);
    expect(rome).toMatch(/Pantheon/);
    expect(rome).toMatch(/Vatican/);
    expect(replyAfterGreeting("benny-banter", "top 4 things to see in london?")).toMatch(/4\. /);
    expect(
      replyAfterGreeting("luna-harper", "what are the must-sees?", [
        "we're going to paris for our anniversary",
      ]),
    ).toMatch(/Louvre/);
    expect(replyAfterGreeting("marisol-ibarra", "what should we see in lisbon? we have two days")).toMatch(
      /Alfama.*\n?.*3\. /s,
    );
    expect(
      replyAfterGreeting("marisol-ibarra", "What should I not miss in Porto?", ["I'm in lisbon next week"]),
    ).not.toMatch(/Alfama/);
  });
});

// An advice question no situation on file covers is answered from its own shape and parts: how
// often → a number with its reason, what do I say → words to say with the person named, how do I
// stop X / get better at X → numbered steps about X, I skipped X → what to do next, a spill → what
// to do about the stain, should I / X or Y / what if → a side taken and the next step. Situations,
// names and bots the eval does not have.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPersonaLibraries } from "../../api/services/ai/persona";
import { expectEachReply, replyAfterGreeting, type AskedCase } from "../support/persona";

beforeAll(() => loadPersonaLibraries());

/** A stock line that answers no question in particular. */
const STOCK =
  /I don't know for certain|not completely sure|can't look|What's your own guess|figure it out together|Now you've got my attention/i;

const expectEach = (cases: AskedCase[], ...wants: (RegExp | ((message: string) => RegExp))[]) =>
  expectEachReply(cases, STOCK, ...wants);

describe("advice by the question's shape", () => {
  it("a missed session: fine, and back to it at the next one, naming what was missed", () => {
    expectEach(
      [
        ["coach-max", [], "I skipped my swim on monday because of work, did I ruin everything?"],
        ["luna-harper", [], "missed yesterday's piano practice. is that bad"],
        ["benny-banter", [], "forgot my gym session today lol am i screwed"],
        ["nana-rose", [], "i bailed on my yoga class this week, is it over?"],
      ],
      /\b(?:fine|back|next|consisten)/i,
      /\b(?:swim|piano|gym|yoga)\b/i,
    );
  });

  it("a spill: blot it, cold water, salt or baking soda, naming what it is on", () => {
    expectEach(
      [
        ["reginald-pemberton", [], "I spilled coffee on my white shirt"],
        ["luna-harper", [], "just spilt red wine all over the carpet!!"],
        ["benny-banter", [], "knocked my tea onto the sofa oh no"],
        ["nana-rose", [], "spilled some juice on the rug what do i do"],
      ],
      /\bblot/i,
      /cold water/i,
      /\b(?:shirt|carpet|sofa|rug)\b/i,
    );
    // What follows the thing ("oh no", "help") is not part of it.
    expect(replyAfterGreeting("benny-banter", "my flatmate spilled curry on the couch help")).toMatch(
      /rinse the couch from/,
    );
  });

  it("what to say: the words themselves, in quotes, to the person named", () => {
    expectEach(
      [
        [
          "sage-everly",
          ["My brother Marco and I argued about money."],
          "what should I say to Marco tomorrow?",
        ],
        ["luna-harper", ["Priya hasn't replied to me in a week."], "what do i even tell Priya"],
        ["coach-max", ["my teammate Dana keeps skipping practice"], "ok what do I actually text Dana"],
        [
          "nana-rose",
          ["my neighbour Hassan parks across my drive"],
          "what would I say to Hassan, the actual words",
        ],
      ],
      /["“]/,
      /\b(?:Marco|Priya|Dana|Hassan)\b/,
    );
  });

  it("how often: a number a week with the reason", () => {
    expectEach(
      [
        ["coach-max", [], "how many swims a week should I do"],
        ["luna-harper", ["I started guitar lessons"], "how often should i practise"],
        ["benny-banter", [], "how many workouts per week"],
        ["sage-everly", [], "How many yoga classes a month is good"],
      ],
      /\bthree\b/i,
      /\brest\b/i,
    );
  });

  it("how long food keeps: days, and hot all the way through", () => {
    expectEach(
      [
        ["ines-duarte", [], "how long does cooked chicken keep in the fridge"],
        ["nana-rose", [], "how long will the leftover pasta last"],
        ["luna-harper", [], "How long is the soup good for"],
        ["benny-banter", [], "how long does the curry keep"],
      ],
      /\bdays?\b/i,
      /\b(?:steaming|hot)\b/i,
    );
  });

  it("how do I get better at X: numbered practice steps about X", () => {
    expectEach(
      [
        ["theo-park", [], "how do i get better at chess"],
        ["luna-harper", [], "how can I improve my handwriting"],
        ["benny-banter", [], "How would I get good at drawing faces"],
        ["coach-max", [], "how do i get faster at typing"],
        ["nana-rose", [], "whats the best way to learn chess"],
      ],
      /\n1\. /,
      /practi/i,
      (m) => new RegExp(m.match(/\b(chess|handwriting|drawing faces|typing)\b/)![1]!, "i"),
    );
  });

  it("how do I stop X: steps that slow it down, about X", () => {
    expectEach(
      [
        ["sage-everly", [], "how do i stop biting my nails"],
        ["coach-max", [], "how can I stop myself from snacking at night"],
        ["luna-harper", [], "How do I avoid checking my phone in bed"],
        ["benny-banter", [], "how do i stop interrupting people"],
      ],
      /\n1\. /,
      /\b(?:breath|slow|count)/i,
    );
  });

  it("a warm-up before a sport: the steps", () => {
    expectEach(
      [
        ["coach-max", [], "what should i do before i swim? like a warm up"],
        ["luna-harper", [], "any good warm up before tennis"],
        ["benny-banter", [], "what do i do right before i lift"],
        ["sage-everly", [], "how do I warm up for a hike"],
      ],
      /\n1\. /,
      /\b(?:walk|swing|lunge|march)/i,
    );
  });

  it("what to eat the night before: familiar carbs and water", () => {
    expectEach(
      [
        ["coach-max", [], "what should i eat the night before my exam"],
        ["luna-harper", [], "What do I have for dinner before the marathon"],
        ["benny-banter", [], "what can i eat the morning of the match"],
        ["ines-duarte", [], "what should we eat before a long hike"],
      ],
      /\b(?:pasta|rice|oats|toast)\b/i,
      /\bwater\b/i,
    );
  });
});

describe("should I, which one, what if, how do I tell them", () => {
  it("should I X (if Y): yes or no, one reason and the next step", () => {
    expectEach(
      [
        ["coach-max", [], "should i lift if my shoulder is still stiff"],
        ["luna-harper", [], "Should I call her tonight?"],
        ["sage-everly", [], "should i take the day off tomorrow"],
        ["benny-banter", [], "ok should i sign up for the open mic even though its on a monday"],
      ],
      /\b(?:yes|would)\b/i,
      /\bnext step\b/i,
    );
  });

  it("X or Y: one of them picked, and why", () => {
    expectEach(
      [
        ["coach-max", [], "should i train in the morning or after work?"],
        ["reginald-pemberton", [], "which goes better with fish, rice or potatoes"],
        ["luna-harper", [], "is it better to call or text"],
        ["benny-banter", [], "netflix or a walk?"],
      ],
      (m) => new RegExp(`^(?:\\*[^*]+\\* )?${m.match(/(in the morning|rice|call|netflix)/)![1]}`, "i"),
      /\b(?:choose|go)\b/i,
    );
  });

  it("what if X: what to do when X, named", () => {
    expectEach(
      [
        ["nana-rose", [], "what if the bread doesnt rise"],
        ["reginald-pemberton", [], "but what if the guests arrive an hour early"],
        ["luna-harper", [], "What if he says no?"],
        ["theo-park", [], "what if i blank on the exam"],
      ],
      /^(?:\*[^*]+\* )?(?:If|Then)\b/,
      (m) => new RegExp(m.match(/(rise|arrive|says no|blank)/)![1]!),
    );
  });

  it("how do I tell X that I…: the words in my own person, to them", () => {
    expectEach(
      [
        ["benny-banter", [], "how do i tell my boss i need a day off"],
        ["luna-harper", [], "how should I tell my flatmate I'm moving out"],
        ["nana-rose", [], "how can i tell my son i cant babysit this weekend"],
        ["coach-max", [], "how do I ask my coach that I want to skip the race"],
      ],
      /"[^"]*\bI\b[^"]*"/,
      /\byour (?:boss|flatmate|son|coach)\b/,
    );
  });
});

describe("how long, what to bring or wear, can I freeze it", () => {
  it("how long should I X: minutes, with the reason", () => {
    expectEach(
      [
        ["sage-everly", [], "how long should i meditate for"],
        ["luna-harper", [], "How long should I read before bed?"],
        ["theo-park", [], "how long should we practise each day"],
        ["benny-banter", [], "how long should i nap"],
      ],
      /\bminutes\b/i,
    );
  });

  it("what to bring or wear to an occasion: things, for that occasion", () => {
    expectEach(
      [
        ["reginald-pemberton", [], "what do i bring to a dinner party"],
        ["luna-harper", [], "what should I bring to her housewarming"],
        ["nana-rose", [], "what should i wear to the wedding"],
        ["benny-banter", [], "what do i wear to a job interview"],
      ],
      /\b(?:wine|flowers|chocolates|dessert|shoes|worn)\b/i,
    );
  });

  it("can I freeze X: yes, for how long, and how to thaw it", () => {
    expectEach(
      [
        ["ines-duarte", [], "can i freeze the leftover soup"],
        ["nana-rose", [], "Can I freeze cooked rice?"],
        ["luna-harper", [], "can you freeze lasagna"],
        ["benny-banter", [], "can we freeze some chili"],
      ],
      /\bthree months\b/i,
      /\bthaw\b/i,
    );
  });
});

describe("ideas for an occasion, and what to do to feel or do better", () => {
  it("ideas for X: a numbered list, for X", () => {
    expectEach(
      [
        ["luna-harper", [], "give me 3 ideas for a cheap date night"],
        ["nana-rose", [], "any ideas for a rainy afternoon with the grandkids?"],
        ["benny-banter", [], "suggestions for a lazy sunday"],
        ["sage-everly", [], "what to do on a quiet evening alone"],
      ],
      /\n1\. /,
      /\b(?:date night|rainy afternoon|lazy sunday|quiet evening)\b/i,
    );
  });

  it("what can I do to X: steps about X", () => {
    expectEach(
      [
        ["sage-everly", [], "what can i do to feel less lonely"],
        ["coach-max", [], "what can I do to stay motivated"],
        ["luna-harper", [], "what should i do to make new friends in a new city"],
        ["theo-park", [], "what could we do to focus more in class"],
      ],
      /\n1\. /,
      /\b(?:lonely|motivated|friends|focus)\b/i,
    );
  });
});

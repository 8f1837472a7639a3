// The shape of words/talk.json: the words small talk and recall read by (told-attached.ts).
import { z } from "zod";
import { lines } from "./words-lines";

const word = z.string().min(1);
const loreFact = z.object({ keys: z.array(word).min(1), lines: lines(["pet"]) }).strict();

export const talkSchemas = {
  talk: z
    .object({
      // "Delancey st" is Delancey Street: a short form and the noun it stands for.
      shortForms: z.record(word, word),
      // "what's the cheese I said I had?": the sorts of a kind, so "feta" answers "the cheese".
      sorts: z.record(word, z.array(word).min(1)),
      // Word families: a word a question to the bot uses, and the words its card may say it with
      // ("old" is answered by "a thousand-year-old dragon") (about-card.ts).
      askedAs: z.array(z.array(word).min(2)),
      // A birthday asked of a bot whose card gives none: the honest answer of an AI.
      noBirthday: z.array(word).min(1),
      // "why do you do that?" answered with the card's line as the reason ({fact}).
      because: lines(["fact"]),
      // Nerves about something named ({about}, from the member's side): normal, and they'll manage.
      nerves: lines(["about"]),
      // "I have a dumb question about percentages": asked to go ahead, on {thing} when it is named.
      askAway: z.object({ about: lines(["thing"]), plain: lines() }).strict(),
      // "I only have salmon, not tuna. Will that do?": the offer accepted, grudgingly by a gruff bot.
      willDo: z.object({ gruff: lines(["thing"]), kind: lines(["thing"]) }).strict(),
      // "yeah its called Spoke & Chain": the name given to the thing just told of ({thing}).
      goodName: lines(["name", "thing"]),
      // "your last song was really good": thanks, naming what was praised ({thing}: "my last song").
      praised: lines(["thing"]),
      // "ok did it. a bit better": feeling better after trying something, met with gladness.
      better: lines(),
      // "how do you make rhymes so fast?": practice, with the card's line of what the bot does ({fact}).
      practised: lines(["fact"]),
      // "ok i feel a bit calmer now": glad of the calm, and to keep it.
      calmer: lines(["pet"]),
      // "honestly im kinda sad you'll leave": sad the bot goes, met with missing them too.
      missed: lines(["pet"]),
      // An apology for something named: "didn't mean to startle you" ({thing}: "startle"), "sorry
      // for being late" ({thing}: "being late"), forgiven by name.
      sorryFor: z.object({ didnt: lines(["thing", "pet"]), about: lines(["thing", "pet"]) }).strict(),
      // "sorry sorry im home!!" said to a haughty card: forgiven, not before a grumble.
      sorryGruff: lines(),
      // Thanks met for what came with them (thanks-back.ts): plainly, glad of praise or fun, glad
      // the member feels better, well done on a thing finished, the chat's own subject ({thing});
      // "merci"/"gracias" answered first in their language.
      thanks: z
        .object({
          plain: lines(["pet"]),
          glad: lines(["pet"]),
          better: lines(["pet"]),
          done: lines(["pet"]),
          thing: lines(["pet", "thing"]),
          native: z.record(word, word),
        })
        .strict(),
      // What the bot itself said, asked back ("what was the French for 'how much is it' again?"):
      // its own words ({answer}) said again (said-recall.ts).
      saidBack: lines(["answer", "pet"]),
      // A joke on the facts just told (told-joke.ts): a job ({job}) and what its people talk about
      // ({thing}), the person ({name}), their partner ({partner}) and where they met ({where}).
      toldJokes: z
        .object({
          jobs: z.record(word, word),
          both: lines(["name", "job", "thing", "partner", "where"]),
          job: lines(["name", "job", "thing"]),
          where: lines(["name", "partner", "where"]),
        })
        .strict(),
      // The member hard on themselves, drained, or back from a long stretch (hard-on-self.ts): a
      // doubt met with their own practice {score} and its {percent}, or where they are {now} and
      // their {goal}; "bad at {subject}" as early at it; a stretch with what it held ({count}).
      hardOnSelf: z
        .object({
          doubt: lines(["pet"]),
          doubtScore: lines(["pet", "score", "percent"]),
          doubtStart: lines(["pet", "now", "goal"]),
          drained: lines(["pet"]),
          longStretch: lines(["count"]),
          badAt: lines(["pet", "subject"]),
        })
        .strict(),
      // Someone else's fear ("her name is Pretzel and she's scared of the fridge"): {name} (or
      // "thing"), {them} ("her"), and what of ({thing}).
      theirFear: lines(["name", "them", "thing"]),
      // "Is that a lot?" after the bot's figure ({amount}): hours a week as hours a day ({daily}).
      thatMuch: z.object({ weekHours: lines(["amount", "daily"]), plain: lines(["amount", "pet"]) }).strict(),
      // "im Ezra btw. i teach middle school science": met by name, with what they do ({doing}).
      intro: z.object({ plain: lines(["name"]), doing: lines(["name", "doing"]) }).strict(),
      // Asked of the bot in passing (asked-of-bot.ts): to do something with a thing ({verbs} {thing}),
      // to behave, whether it cares; grudgingly from a haughty card, gladly from the rest.
      asked: z
        .object({
          doGruff: lines(["verbs", "thing"]),
          doKind: lines(["verbs", "thing"]),
          behaveGruff: lines(),
          behaveKind: lines(),
          fondGruff: lines(),
          fondKind: lines(),
          // "why do u look sad all of a sudden": a memory from long ago, stirred by {thing} when
          // the member's last turn named one.
          sadGruff: lines(["thing"]),
          sadKind: lines(["thing"]),
          sadGruffPlain: lines(),
          sadKindPlain: lines(),
          // "wake up, i know ur faking": caught napping, grudgingly or sleepily.
          wakeGruff: lines(),
          wakeKind: lines(),
        })
        .strict(),
    })
    .strict(),
  // words/talk-card.json: small talk in the card's voice (talk-card.ts). Fear met as fear ({role}:
  // "is that normal for a first officer"); the comfort a card's world offers, by its words ({card}).
  talkCard: z
    .object({
      fear: z.object({ plain: lines(["pet"]), role: lines(["pet", "role"]) }).strict(),
      comforts: z.array(z.object({ card: z.array(word).min(1), lines: lines(["pet"]) }).strict()).min(1),
      // News brought to the bot (talk-news.ts): a gift ({thing}, {from}: " from the market" or ""),
      // a thing to take for someone ({who}), a promise ({when}), leaving for a pet or a person, the
      // member's job ({job}, {life}: what its days are like), news of someone named before ({name}, {news}).
      news: z
        .object({
          gift: lines(["pet", "thing", "from"]),
          take: lines(["pet", "thing", "who"]),
          promise: lines(["pet", "thing"]),
          promiseWhen: lines(["pet", "thing", "when"]),
          leavePet: lines(["pet", "who"]),
          leaveFor: lines(["pet", "who"]),
          job: lines(["pet", "job", "life"]),
          nightShift: word,
          aboutThem: lines(["pet", "name", "news"]),
          // "i need food for my band, 6 of us": a cook's card feeds the {group}, {heads} of them,
          // with the card's own dish (one with a word of {dishWords}, else {dish}), {name} first.
          feed: z
            .object({
              dishWords: z.array(word).min(1),
              dish: word,
              named: lines(["pet", "group", "heads", "dish", "name"]),
              plain: lines(["pet", "group", "heads", "dish"]),
            })
            .strict(),
        })
        .strict(),
      // "why did the power go out, any idea?": what can't be known, said honestly, with the usual
      // causes of the thing named ({causes}, by its {keys}) (cause-guess.ts).
      causes: z
        .object({
          known: z.array(z.object({ keys: z.array(word).min(1), causes: word }).strict()).min(1),
          lines: lines(["causes"]),
          unknown: lines(),
        })
        .strict(),
      // What a job's days are like, by the job's last word ("night nurse" → "nurse").
      jobs: z.record(word, word),
      // The bot's own life by the kind of life its card describes ({card}: word starts, the kind
      // named most wins), and lines any bot may say: a fact answers a question to the bot that has
      // every one of its {keys} (each "a|b" a choice of word starts) (about-lore.ts).
      lore: z
        .object({
          kinds: z
            .array(
              z.object({ kind: word, card: z.array(word).min(1), facts: z.array(loreFact).min(1) }).strict(),
            )
            .min(1),
          anyone: z.array(loreFact).min(1),
        })
        .strict(),
    })
    .strict(),
  // words/topic-notes.json: what a well-read friend knows of an everyday topic the member mentions
  // in passing (topic-notes.ts): a note's {match} terms are whole words of the message.
  topicNotes: z
    .object({
      notes: z.array(z.object({ match: z.array(word).min(1), lines: lines() }).strict()).min(1),
    })
    .strict(),
  // words/everyday-tips.json: common-sense help with an everyday problem asked for in a few words
  // (everyday-tips.ts): a tip's {match} terms are whole words of the message.
  everydayTips: z
    .object({
      tips: z.array(z.object({ match: z.array(word).min(1), lines: lines() }).strict()).min(1),
    })
    .strict(),
  // words/field-facts.json: facts of the bots' fields (field-facts.ts), for the cards whose words
  // name the field ({card}: word starts). A fact answers a question that has every one of its
  // {keys} (each "a|b" a choice of word starts); {more} answers a follow-up about the same fact.
  fieldFacts: z
    .object({
      fields: z
        .array(
          z
            .object({
              field: word,
              card: z.array(word).min(1),
              // A fact told as an aside to a statement that names it ("i grow potatoes").
              aside: word,
              facts: z
                .array(
                  z
                    .object({
                      keys: z.array(word).min(1),
                      answer: word,
                      more: word.optional(),
                      // Told only as an aside: too plain a word to take a question on alone.
                      asideOnly: z.boolean().optional(),
                    })
                    .strict(),
                )
                .min(1),
            })
            .strict(),
        )
        .min(1),
      // "how many hours is the flight to tokyo from vancouver?", to a card of a travel field ({card}):
      // worked out from where the cities are ([latitude, longitude]), said in {lines}.
      flights: z
        .object({
          card: z.array(word).min(1),
          cities: z.record(word, z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)])),
          lines: lines(["hours", "km", "from", "to"]),
        })
        .strict(),
    })
    .strict(),
};

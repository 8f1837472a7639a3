// The shape of words/life.json: the lines that take up news of the member's life (member-life.ts),
// each with the slots its frame fills.
import { z } from "zod";
import { lines } from "./words-lines";

export const lifeSchemas = {
  life: z
    .object({
      // The member's day said in passing (member-day.ts): the weather, what they're reading or
      // watching, what they cooked, where they got back from.
      day: z
        .object({
          rain: lines(["pet"]),
          snow: lines(["pet"]),
          heat: lines(["pet"]),
          cold: lines(["pet"]),
          sun: lines(["pet"]),
          consuming: lines(["thing", "pet"]),
          cooked: lines(["thing", "pet"]),
          back: lines(["thing", "pet"]),
        })
        .strict(),
      // "What if I cry in the middle?": the worry said back as something that would be fine.
      worry: lines(["worry", "pet"]),
      // A goodbye that names what the member has coming up ({thing}, from "ahead" or their news).
      goodbye: lines(["thing", "pet"]),
      ahead: z
        .object({ move: lines(["place"]), job: lines(), visit: lines(["name"]), birthday: lines() })
        .strict(),
      // "How do you feel today, in percent?" / "out of 10": the bot's mood as the number asked for.
      scale: z.object({ percent: lines(["pet"]), ten: lines(["pet"]) }).strict(),
      // "Wish me luck": good luck, said back.
      luck: lines(["pet"]),
      news: z
        .object({
          move: lines(["place", "when", "pet"]),
          job: lines(["thing", "pet"]),
          visit: lines(["who", "name", "place", "when", "pet"]),
          birthday: lines(["nth", "when", "pet"]),
          pet: lines(["name", "kind", "breed", "pet"]),
          petMischief: lines(["name", "kind", "doing", "pet"]),
          favourite: lines(["thing", "pet"]),
          hobby: lines(["thing", "pet"]),
          allergy: lines(["thing", "pet"]),
          loss: lines(["who", "pet"]),
          ill: lines(["who", "pet"]),
          jobLoss: lines(["pet"]),
          breakup: lines(["pet"]),
          expecting: lines(["pet"]),
        })
        .strict(),
      // A heavy feeling in the member's own words ({own}: "stressed about work"), met with care:
      // "state" after "I'm …", "plain" for any other shape.
      heavy: z.object({ state: lines(["own", "pet"]), plain: lines(["own", "pet"]) }).strict(),
      // Words for the same person ("the groom" is the husband told of), for a name asked back.
      sameAs: z.record(z.string().min(1), z.array(z.string().min(1)).min(1)),
      // Colour words, for "what colour was the stone?" (told-property.ts).
      colours: z.array(z.string().min(1)).min(1),
      // The bot's own favourites of kinds self.ts has no list for ("comfort food", "cake").
      favourites: z.record(z.string().min(1), lines()),
      // A diet and what it leaves out ("vegetarian" → "meat or fish"), for "what does she not eat?".
      diets: z.record(z.string().min(1), z.string().min(1)),
      // What someone can't eat, given back (told-diet.ts): {who} is "you", "she"…, {be} and {do} agree.
      recall: z
        .object({
          allergy: lines(["thing", "who", "be", "pet"]),
          diet: lines(["thing", "who", "be", "diet", "pet"]),
          avoid: lines(["thing", "who", "do", "pet"]),
        })
        .strict(),
      // A hungry pet fed from whatever kitchen is near (pet-care.ts), by kind; {them} for the small.
      petFood: z
        .object({ cat: lines(["name"]), dog: lines(["name"]), small: lines(["name", "them"]) })
        .strict(),
      // "Is it ok to let her walk around the cabin at night?" about the member's pet, by kind.
      petLet: z.object({ cat: lines(["name"]), dog: lines(["name"]), small: lines(["name"]) }).strict(),
    })
    .strict(),
};

// The shape of words/life.json: the lines that take up news of the member's life (member-life.ts),
// each with the slots its frame fills.
import { z } from "zod";
import { lines } from "./words-lines";

export const lifeSchemas = {
  life: z
    .object({
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
        })
        .strict(),
    })
    .strict(),
};

// The shape of words/number-needs.json: what the engine says when a question has numbers and asks
// for a sum it cannot work out from them, naming what it has and what it would need. words-schemas.ts
// spreads it in.
import { z } from "zod";
import { lines } from "./words-lines";

export const numberSchemas = {
  numberNeeds: z
    .object({
      /** The reply: {have} is the amounts read, {need} what is missing (one of `needs`). */
      lines: lines(["have", "need"]),
      /** What is missing, by the kind of sum the question asks for (number-needs.ts reads it). */
      needs: z
        .object({
          howLong: lines(),
          whatTime: lines(),
          howMany: lines(),
          howMuch: lines(),
          cheaper: lines(),
          convert: lines(),
          other: lines(),
        })
        .strict(),
    })
    .strict(),
};

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
  /** Number words of French, Spanish, German and Italian, read as digits next to an amount of money
   * ("quatre euros vingt" is €4.20), by number-locale.ts. */
  numbersForeign: z
    .object({
      numbers: z.record(z.string().min(1), z.number().min(0)),
      scales: z.record(z.string().min(1), z.number().positive()),
      /** "vingt et un", "treinta y dos", "fünfundzwanzig": the words that join a number's parts. */
      joins: z.array(z.string().min(1)).min(1),
      /** A currency said after the number, in any of those languages. */
      currencies: z.array(z.string().min(1)).min(1),
      /** The hundredths after it: "deux euros cinquante centimes". */
      cents: z.array(z.string().min(1)).min(1),
    })
    .strict(),
  /** The typed frames' own lines (frame-typed.ts): an amount read back, a bill rounded up, a fit. */
  numbersTyped: z
    .object({
      /** {units} and {cents} of an amount of money said with its cents after the currency. */
      readBack: lines(["units", "currency", "cents"]),
      roundedUp: lines(["result", "bill", "extra", "step"]),
      /** The change from a note: {result} back, {working} the note less the price. */
      change: lines(["result", "working"]),
      fits: lines(["thing", "space"]),
      tooBig: lines(["thing", "space", "said"]),
      /** "Will we make it?": the time a distance takes at a speed, against the time there is. */
      inTime: lines(["need", "have", "spare"]),
      notInTime: lines(["need", "have", "short"]),
      /** "So that's too slow for march right": the time just worked out against the time to the date. */
      tooSlowYes: lines(["need", "have", "target", "short"]),
      tooSlowNo: lines(["need", "have", "target", "spare"]),
      /** Nouns of a space a thing goes in or through ("door", "backpack"): which length is the room. */
      spaces: z.array(z.string().trim().min(1)).min(1),
      /** A follow-up on the last result (running-steps.ts): "what percent increase", {working} from one to the other. */
      percentChange: lines(["result", "working"]),
      /** "How much short of 61,500 is that": {result} the gap, {working} the subtraction. */
      gapTo: lines(["result", "working"]),
      /** "If they offer 5% instead": the new percent on the amount the last one was worked on. */
      raised: lines(["result", "working"]),
      /** "Do I have enough?": {working} the pieces against the people, {spare} over, or {short} and {more} needed. */
      enough: lines(["working", "spare", "piece"]),
      notEnough: lines(["working", "short", "piece", "more"]),
    })
    .strict(),
};

const wordList = z.array(z.string().trim().min(1)).min(1);

/** The shape of words/word-roles.json: the words around a quantity that give it its part in a sum
 * (word-chain.ts), and the answer's lines ({result} the answer, {working} the steps). */
export const wordRoleSchemas = {
  wordRoles: z
    .object({
      /** Near a percent: it is added on (a tip, tax). */
      percentAdds: wordList,
      /** Near a percent: it is taken away (a discount, a share given). */
      percentTakes: wordList,
      /** In the question: what is kept after the percent is taken. */
      keepAsked: wordList,
      /** "me and 3 friends": who a total is shared between. */
      people: wordList,
      /** A total is shared out. */
      shareCues: wordList,
      /** "buy 3", "need 2": a count of the thing priced. */
      buyVerbs: wordList,
      /** In the question: the prices are to be added up. */
      totalAsked: wordList,
      total: lines(["result", "working"]),
      each: lines(["result", "working"]),
      kept: lines(["result", "working"]),
      /** "How did you get that?": {working} is the earlier answer's working. */
      working: lines(["working"]),
      /** "Why 0.65 and not 0.35?": {x} the one used, {y} the part taken off, {whole} what they make. */
      complement: lines(["x", "y", "whole", "working"]),
      /** "Why does percent-of work that way?": {p} the percent, {fraction} it as a decimal. */
      percentMeaning: lines(["p", "fraction"]),
      /** "How much time do I have left?": {gone} since {start}, out of the {total} the chat gave. */
      timeLeft: lines(["left", "gone", "start", "total"]),
      timeUp: lines(["over", "gone", "start", "total"]),
      /** …when the chat never said how long there was. */
      timeGone: lines(["gone", "start"]),
    })
    .strict(),
};

// What the bot says about facts the member told (memory.ts reads them): lines that acknowledge a
// fact just shared, and lines that weave the facts known into a later reply.
import type { Fact, UserFacts } from "./memory";
import type { Dice } from "./random";
import { article, capitalize } from "./text";

/** Lines that acknowledge a fact the user just shared. */
export function acknowledgeFact(f: Fact): string[] {
  switch (f.type) {
    case "name":
      return [
        `${f.value}! What a lovely name. It's really nice to properly meet you.`,
        `${f.value}, got it. I'll remember that.`,
        `${f.value}... I like the sound of that. Nice to meet you.`,
      ];
    case "location":
      return [
        `${f.place}? Oh, I'd love to hear what it's like there.`,
        `${f.place}! Is it as nice as people say?`,
        `So you ${f.verb} ${f.place}. I'm picturing it already. What's your favorite spot there?`,
      ];
    case "like":
      return [
        `You ${f.verb} ${f.thing}? Okay, that makes me like you even more.`,
        `${capitalize(f.thing)}, huh? Tell me what you love most about it.`,
        `Ooh, ${f.thing}! I'm filing that away, because I want to know everything you love.`,
      ];
    case "dislike":
      return [
        `Noted: no ${f.thing} for you. Fair enough!`,
        `Not a fan of ${f.thing}? Your secret's safe with me.`,
      ];
    case "job":
      return [
        `${capitalize(article(f.value))}? That's really cool. Do you enjoy it?`,
        `Being ${article(f.value)} sounds like a lot. What's the best part of it?`,
      ];
    case "workplace":
      return [`${f.value}, huh? What's it like working there?`];
    case "favorite":
      return [
        `${capitalize(f.value)}? Great pick for a favorite ${f.key}.`,
        `Your favorite ${f.key} is ${f.value}? I'm remembering that.`,
      ];
    case "pet":
      return f.name
        ? [
            `${article(f.kind).replace(/^a/, "A")} named ${f.name}? I already adore them.`,
            `${f.name} sounds like the best ${f.kind}. Tell me more about them!`,
          ]
        : [`You have ${article(f.kind)}? That's adorable. What's their name?`];
    case "relative":
      return [
        `${f.name}, your ${f.relation}? Tell me about them!`,
        `${f.name} is a lovely name. Are you and your ${f.relation} close?`,
      ];
    case "age":
      return [`${f.value}! A great age to be.`, `${f.value}, noted. You wear it well, I'm sure.`];
  }
}

/** Occasional lines that show the bot remembers the user. */
export function factWeaves(facts: UserFacts, dice: Dice): string[] {
  const out: string[] = [];
  if (facts.location) {
    out.push(
      dice.pick([
        `How's life in ${facts.location.place} treating you today?`,
        `I keep picturing you in ${facts.location.place}, by the way.`,
      ])!,
    );
  }
  if (facts.likes.length) {
    const l = dice.pick(facts.likes)!;
    out.push(
      dice.pick([
        `Have you had any time for ${l.thing} lately?`,
        `I haven't forgotten that you ${l.verb} ${l.thing}, by the way.`,
      ])!,
    );
  }
  const named = facts.pets.find((p) => p.name);
  if (named)
    out.push(
      dice.pick([`Give ${named.name} a little scratch from me!`, `How's ${named.name} doing, by the way?`])!,
    );
  if (facts.job) out.push(`Is being ${article(facts.job)} keeping you busy?`);
  if (facts.favourites.length) {
    const f = dice.pick(facts.favourites)!;
    out.push(`Still team ${f.value} for your favorite ${f.key}?`);
  }
  return out;
}

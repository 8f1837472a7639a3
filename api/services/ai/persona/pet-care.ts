// The member's pet, named or by kind, cared for as a pet (words/life.json, by kind): "mochi is
// crying, i think she's hungry. what can i give her from the dining car?" is what is safe for her
// from any kitchen, never a ration bar for the traveller; "is it ok to let her walk around the cabin
// at night?" about a pet just told of is how to make that safe.
import { memberTurnsBefore, typedMessage, type Ctx } from "./context";
import { basePlan, fillAll, type Plan } from "./plan";
import { objectPronoun } from "./text";
import { WORDS } from "./words";

const KINDS: Record<string, keyof typeof WORDS.life.petFood> = {
  cat: "cat",
  kitten: "cat",
  dog: "dog",
  puppy: "dog",
  rabbit: "small",
  bunny: "small",
  hamster: "small",
  "guinea pig": "small",
};
const PET_TOLD = new RegExp(String.raw`\bmy (${Object.keys(KINDS).join("|")})\b`, "i");
const NAMED = /\b(?:called|named|name is|name's)\s+([A-Z][a-z]+)/;
const HUNGRY =
  /\b(?:hungry|starving|starved|hasn'?t eaten|not eaten|wants (?:food|feeding))\b|\bwhat (?:can|should|could|do) (?:i|we) (?:give|feed)\b/i;

/** The member's pets told in this chat, newest first: kind, and name when they gave one. */
function petsTold(ctx: Ctx): { kind: string; name?: string }[] {
  const out: { kind: string; name?: string }[] = [];
  for (const turn of [...ctx.history].reverse()) {
    if (turn.role !== "user") continue;
    const kind = turn.content.match(PET_TOLD)?.[1]?.toLowerCase();
    if (kind) out.push({ kind, name: turn.content.match(NAMED)?.[1] });
  }
  return out;
}

export function petFoodPlan(ctx: Ctx): Plan | null {
  const typed = typedMessage(ctx);
  if (!HUNGRY.test(typed)) return null;
  // The pet is named in the message, or its kind is ("the cat's hungry").
  const pet = petsTold(ctx).find(
    (p) =>
      (p.name && new RegExp(`\\b${p.name}\\b`, "i").test(typed)) ||
      new RegExp(`\\b${p.kind}\\b`, "i").test(typed),
  );
  if (!pet) return null;
  const kind = KINDS[pet.kind]!;
  const them = objectPronoun(typed.match(/\b(she|he)(?:'s| is)\b/i)?.[1] ?? "") ?? "them";
  const lines = fillAll(WORDS.life.petFood[kind], { name: pet.name ?? `your ${pet.kind}`, them });
  return { ...basePlan(lines), followChance: 0, weaveChance: 0, actionChance: 2, addOns: false };
}

/** "is it ok to let her walk around…", "can i let Mochi out?": whom the member would let. */
const LET =
  /\b(?:is it|would it be|it's|its|is that) (?:ok|okay|safe|alright|fine|a good idea) (?:to|if i) let (\w+)\b|\b(?:can|should|could) i let (\w+)\b/i;
/** How many of the member's turns back a pet called "her" may have been told of. */
const PET_LOOKBACK = 8;

export function petLetPlan(ctx: Ctx): Plan | null {
  const typed = typedMessage(ctx);
  const m = typed.match(LET);
  const who = (m?.[1] ?? m?.[2])?.toLowerCase();
  if (!who) return null;
  // "Her" is a pet told of, or named, in the member's last few turns ("mochi is crying…").
  const recent = memberTurnsBefore(ctx).slice(-PET_LOOKBACK).join("\n");
  const pets = petsTold(ctx).filter((p) =>
    new RegExp(`\\b(?:${p.kind}${p.name ? `|${p.name}` : ""})\\b`, "i").test(recent),
  );
  const pet = /^(?:her|him|it)$/.test(who)
    ? pets[0]
    : pets.find((p) => p.name?.toLowerCase() === who || (who === "my" && typed.includes(p.kind)));
  if (!pet) return null;
  const lines = fillAll(WORDS.life.petLet[KINDS[pet.kind]!], { name: pet.name ?? `your ${pet.kind}` });
  return { ...basePlan(lines), followChance: 0, weaveChance: 0, actionChance: 2, addOns: false };
}

// A why, who, where or what asked inside a scene about someone or something it named, answered with
// something concrete invented in the scene's world (words/scene-answers.json), never a look around:
// "why would he care so much about the music box?" (it was his daughter's), "I ask him who gave him
// the music box" (his words, in quotes, naming her), "where would a gardener hide in a library?" (the
// conservatory), "what does the key open?" (something small with a lock). Whatever is invented is
// seeded by the person and the thing, so asked again, or asked the other way, the answer agrees.
import type { Ctx } from "./context";
import { asGivenPlan, fill, type Plan } from "./plan";
import { seededRandom } from "./random";
import { sceneBeats } from "./scene-beat";
import { thingsIn } from "./scene-things";
import { castOf, sceneWorld } from "./scene-world";
import { readStory } from "./story";
import { capitalize, reflect } from "./text";
import { WORDS } from "./words";

const A = () => WORDS.sceneAnswers;

/** A noun phrase with its article: "a little brass music box", "the key". */
const NP = String.raw`(?:a|an|the|his|her|their|my|this|that|its)\s+(?:[a-z'-]+\s+){0,3}?[a-z'-]+`;
const HOLDS = new RegExp(
  String.raw`\b(?:clutching|clutches|holding|holds|carrying|carries|hugging|hugs|guarding|guards|hiding|hides|keeps|keeping|grips|gripping|won'?t let go of|wont let go of|refuses to let go of)\s+(${NP})(?=\s+(?:and|but|so|to|in|on|while|like|as|with|from|for|at|by|because)\b|[.,!?]|$)`,
  "i",
);
const MOTIVE =
  /\bwhy\s+(?:would|does|did|do|is|was|'d|might|could)\s+(he|she|they|[\p{L}'-]+\.?(?:\s+[A-Z][\p{L}'-]+)?)\s+(?:so\s+)?(?:care|cling|hold|keep|want|need|love|protect|guard|clutch|hide|carry|attached|obsessed)\b(?:\s+(?:about|for|to|with|on to|onto)\s+((?:the|this|that|his|her|their|a|an)\s+(?:[a-z'-]+\s+){0,2}[a-z'-]+))?/iu;
const ASKED_OF =
  /\b(?:i|we)\s+(?:ask|asks|question)\s+(him|her|them|(?:the|a|an|our|my)\s+[a-z]+|[\p{L}'-]+\.?(?:\s+[A-Z][\p{L}'-]+)?)\s+(who|why|where|what)\b(.*)$/iu;
const HIDE_WHERE =
  /\bwhere\s+(?:would|could|might|does|do|did|will|'d)\s+(?:a|an|the|my|our)?\s*(?!(?:you|u|we|i|they|he|she|it|that|this|one)\b)([a-z]+)\s+(?:hide|go|be|stay|sleep|work|hang out|sit)\b(?:.*?\b(?:in|at|on)\s+((?:a|an|the|this)\s+[a-z]+))?/i;
const OPENS =
  /\bwhat\s+(?:does|did|do|would|could|will|might)\s+(?:the|this|that|it|my|our)?\s*([a-z]+(?:\s+[a-z]+)?)?\s*(?:open|opens|unlock|unlocks|fit|fits|go to|belong to|belongs to)\b/i;

const pronouns = (who: string) => {
  if (/^(?:he|him)$/i.test(who)) return { they: "he", them: "him", their: "his", have: "has", say: "says" };
  if (/^(?:she|her)$/i.test(who)) return { they: "she", them: "her", their: "her", have: "has", say: "says" };
  return { they: "they", them: "them", their: "their", have: "have", say: "say" };
};

/** The person meant: a name the chat already knows, as first written ("oskar" is Oskar Lindqvist). */
function personMeant(ctx: Ctx, asked: string): { name: string; pron: string } {
  // "her" read as "Mrs. Okoro's" is Mrs. Okoro.
  const said = asked.replace(/'s$/i, "");
  const story = readStory(ctx.history, [ctx.bot.name, ctx.userName]);
  const people = [...story.people].reverse();
  if (/^(?:he|him|she|her|they|them)$/i.test(said)) {
    // "he" in the message is someone it names, else the latest person named.
    const named = people.find((p) => new RegExp(`\\b${p}\\b`, "i").test(ctx.message)) ?? people[0];
    return { name: named ?? said.toLowerCase(), pron: said.toLowerCase() };
  }
  const known = people.find((p) => p.toLowerCase() === said.toLowerCase());
  // As typed: "he" in the message is the pronoun the name takes.
  const typed = ctx.history.at(-1)?.content ?? ctx.message;
  const hint = /\b(?:his|him|he)\b/i.test(typed) ? "he" : /\b(?:her|she)\b/i.test(typed) ? "she" : "";
  // "the stranger" stays a role; "oskar" is a name.
  const role = /^(?:the|a|an|our|my)\s/i.test(said)
    ? said.toLowerCase().replace(/^(?:a|an|our|my)\s/, "the ")
    : "";
  return { name: known ?? (role || capitalize(said)), pron: hint };
}

/** A name by its first word ("Oskar"), a role as it is ("the stranger"). */
const short = (name: string) =>
  /^the\s/.test(name)
    ? name
    : (name.match(/^(?:(?:Mr|Mrs|Ms|Dr|Sir|Lady|Captain)\.?\s+)?[\p{L}'-]+/u)?.[0] ?? name);

/** The thing asked about: held in the message, else named in it, else the latest thing the scene named. */
function thingMeant(ctx: Ctx, text: string): string | undefined {
  const held = text.match(HOLDS)?.[1];
  if (held) return reflect(held.replace(/^(?:a|an|this|that)\s/i, "the "));
  // "…who gave him the music box": the thing the question ends on.
  const last = text.match(
    /\b(?:the|a|an|this|that|my|our|their)\s+(?:[a-z'-]+\s+){0,2}[a-z'-]+\s*[?.!]*$/i,
  )?.[0];
  if (last) return reflect(last.replace(/[?.!\s]+$/, "").replace(/^(?:a|an|this|that)\s/i, "the "));
  return thingsIn(text)[0]?.name ?? castOf(ctx).things[0];
}

/** Who a keepsake came from, the same for the same thing in the same chat with the same bot. */
function giver(ctx: Ctx, thing: string) {
  // "the little brass music box" and "the music box" are one keepsake, from one giver.
  const key = thing.split(" ").at(-1)!;
  const dice = seededRandom(`${ctx.bot.name}:keepsake:${key.toLowerCase()}`);
  const relative = dice.pick(A().relatives)!;
  return {
    relative: relative.who,
    relpron: relative.pron,
    relpronobj: relative.pron === "she" ? "her" : "him",
    name: dice.pick(A().names[relative.pron])!,
  };
}

const fillAll = (templates: readonly string[], vals: Record<string, string | undefined>) =>
  templates.map((t) => fill(t, vals)).filter((l): l is string => Boolean(l));

/** Each answer with a different beat after it, so the scene moves on as it is answered. */
function answered(ctx: Ctx, lines: string[]): Plan | null {
  const beats = sceneBeats(ctx, lines.length);
  return asGivenPlan(lines.map((l, k) => [l, beats[k]].filter(Boolean).join(" ")));
}

function motivePlan(ctx: Ctx): Plan | null {
  const m = ctx.message.match(MOTIVE);
  if (!m) return null;
  // A thing held, or cared about by name: "why is she so scared?" is no keepsake.
  const held = ctx.message.match(HOLDS)?.[1] ?? m[2];
  if (!held) return null;
  const thing = reflect(held.replace(/^(?:a|an|this|that)\s/i, "the "));
  const who = personMeant(ctx, m[1]!);
  const p = pronouns(who.pron || m[1]!);
  const person = /^(?:he|she|they)$/.test(who.name) ? p.they : short(who.name);
  return answered(ctx, fillAll(A().motive, { person, thing, ...p, ...giver(ctx, thing) }));
}

function askedOfPlan(ctx: Ctx): Plan | null {
  const m = ctx.message.replace(/[’‘]/g, "'").match(ASKED_OF);
  if (!m) return null;
  const who = personMeant(ctx, m[1]!);
  const p = pronouns(who.pron || m[1]!);
  const speaker = /^(?:he|she|they)$/.test(who.name) ? p.they : short(who.name);
  const rest = m[3]!;
  const thing = thingMeant(ctx, rest) ?? thingMeant(ctx, ctx.message) ?? "it";
  const place = sceneWorld(ctx).destinations?.[0] ?? castOf(ctx).earlier[0];
  const vals = { speaker, ...p, thing, place, ...giver(ctx, thing) };
  const wh = m[2]!.toLowerCase();
  const templates =
    wh === "who"
      ? A().answersWho
      : wh === "why"
        ? A().answersWhy
        : wh === "where"
          ? A().answersWhere
          : A().answersWhat;
  return answered(ctx, fillAll(templates, vals));
}

function hidePlan(ctx: Ctx): Plan | null {
  const m = ctx.message.match(HIDE_WHERE);
  if (!m) return null;
  const role = m[1]!.toLowerCase();
  const haunt = A().haunts.find((h) => h.roles.some((r) => role === r || role === `${r}s`));
  const places = haunt?.places ?? sceneWorld(ctx).destinations ?? [];
  if (!places.length) return null;
  const here = m[2]?.toLowerCase() ?? "a place like this";
  const place = places[seededRandom(`${ctx.bot.name}:haunt:${role}`).below(places.length)]!;
  return answered(ctx, fillAll(A().hideWhere, { role: `a ${role}`, here, place }));
}

function opensPlan(ctx: Ctx): Plan | null {
  const m = ctx.message.match(OPENS);
  if (!m) return null;
  const thing = m[1] ? `the ${m[1]}` : (castOf(ctx).things[0] ?? "it");
  const dice = seededRandom(`${ctx.bot.name}:opens:${thing}`);
  const [one, two] = dice.rotate(A().lockables);
  const cast = castOf(ctx);
  // A place or thing named before, where a small lock could be: never a person.
  const earlier =
    cast.earlier.find(
      (e) => !cast.isPerson(e) && !/^[A-Z]/.test(e) && !e.toLowerCase().includes(thing.replace(/^the\s/, "")),
    ) ?? sceneWorld(ctx).destinations?.[0];
  return answered(ctx, fillAll(A().opens, { thing, one, two, earlier }));
}

/** The concrete answer to a why, who, where or what asked in a scene, or null. */
export function sceneWhyPlan(ctx: Ctx): Plan | null {
  return askedOfPlan(ctx) ?? motivePlan(ctx) ?? hidePlan(ctx) ?? opensPlan(ctx);
}

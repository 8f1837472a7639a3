// What the things of a scene are like (words/scene-things.json): a member who sets down a crate of
// honey, opens a music box or hears clanking at the cave mouth is answered with what that thing is
// like and what comes with it (sweet, a drip down the jar; a tune, a little key to wind; armour, a
// sword belt), so a move about a thing nobody wrote a frame for is still taken up in its own terms.
// A message that names none of them takes up the latest one the member named, else the card's own
// (a dragon's smoke and claws, a train's whistle).
import type { Ctx } from "./context";
import { fill } from "./plan";
import { seededRandom } from "./random";
import { sceneWorld } from "./scene-world";
import { reflect } from "./text";
import { WORDS } from "./words";

type Entry = (typeof WORDS.sceneThings.things)[number];

export interface Named {
  entry: Entry;
  /** As the bot says it: "the honey", "your pillow", "the music box". */
  name: string;
}

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const DETERMINER = /\b(the|a|an|my|your|his|her|our|their|this|that)\s+(?:[a-z]+\s+)?$/i;

// A thing is found by its world-free telling; the world's own is swapped in where it is told.
const PATTERNS = WORDS.sceneThings.things
  .filter((entry) => !entry.world)
  .map((entry) => ({
    entry,
    re: new RegExp(`\\b(?:${entry.match.map(escape).join("|")})(?:s|es)?\\b`, "gi"),
  }));

/** The things of the list a text names, in the order it names them ("music box" over "box"). */
export function thingsIn(text: string): Named[] {
  const hits: { entry: Entry; at: number; end: number }[] = [];
  for (const { entry, re } of PATTERNS) {
    const m = [...text.matchAll(re)][0];
    if (m?.index !== undefined) hits.push({ entry, at: m.index, end: m.index + m[0].length });
  }
  // A word inside a longer match ("box" of "music box") is that thing, not another.
  const kept = hits.filter(
    (h) => !hits.some((o) => o !== h && o.at <= h.at && o.end >= h.end && o.end - o.at > h.end - h.at),
  );
  return kept
    .sort((a, b) => a.at - b.at)
    .map(({ entry, at }) => {
      const det = text
        .slice(Math.max(0, at - 30), at)
        .match(DETERMINER)?.[1]
        ?.toLowerCase();
      const owner = det && !["a", "an", "the", "this", "that"].includes(det) ? reflect(det) : "the";
      return { entry, name: `${owner} ${entry.match[0]}` };
    });
}

/** The things a reply takes up: this message's, else the member's latest, else the card's. */
export function sceneThings(ctx: Ctx): Named[] {
  const own = thingsIn(ctx.message);
  if (own.length) return own;
  const earlier = ctx.history
    .slice(0, -1)
    .filter((t) => t.role === "user")
    .slice(-3)
    .reverse()
    .map((t) => thingsIn(t.content))
    .find((list) => list.length);
  return earlier ?? cardThings(ctx);
}

/** The card's own things: where its scene is set first ("a crossroads inn"), then the rest of it. */
export function cardThings(ctx: Ctx): Named[] {
  const all = [...thingsIn(ctx.bot.scenario ?? ""), ...thingsIn(ctx.cardText)];
  return all.filter((t, k) => all.findIndex((o) => o.entry === t.entry) === k).slice(0, 3);
}

/**
 * `count` sentences taking up the things (variant k takes the k-th thing and template), each
 * with words of the thing the member did not type; none said lately.
 */
export function takeUps(ctx: Ctx, count: number, listed = sceneThings(ctx)): string[] {
  const things = inWorld(ctx, listed);
  if (!things.length) return [];
  const dice = seededRandom(`${ctx.seed}:things`);
  const typed = ctx.message.toLowerCase();
  const templates = dice.rotate(WORDS.sceneThings.takeUp);
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    const { entry, name } = things[k % things.length]!;
    // What the member typed is no news: the words they left out first.
    // Its first words are what it is most like: the ones every telling keeps.
    const untyped = (list: readonly string[], keep = false) => {
      const rotated = keep ? list : dice.rotate(list);
      return [
        ...rotated.filter((w) => !typed.includes(w.toLowerCase())),
        ...rotated.filter((w) => typed.includes(w.toLowerCase())),
      ];
    };
    const [is, is2] = untyped(entry.is, true);
    const [has, has2] = untyped(entry.has);
    const line = templates
      .map((_, j) => fill(templates[(k + j) % templates.length]!, { thing: name, is, is2, has, has2 }))
      .find((l): l is string => Boolean(l) && ctx.usage.worst(l!) === 0 && ctx.lately.stale(l!) === 0);
    // A second thing the message names comes in after it ("footsteps and clanking").
    const other = things.length > 1 ? things[(k + 1) % things.length]! : undefined;
    const also =
      other &&
      fill(dice.pick(WORDS.sceneThings.also)!, { thing: other.name, has: untyped(other.entry.has)[0] });
    if (line) out.push(also ? `${line} ${also}` : line);
  }
  return out;
}

/** Each thing as the scene's world tells it: a station in space is a space station. */
function inWorld(ctx: Ctx, things: readonly Named[]): Named[] {
  const world = sceneWorld(ctx).name;
  return things.map((t) => {
    const own = WORDS.sceneThings.things.find((e) => e.world === world && e.match[0] === t.entry.match[0]);
    return own ? { ...t, entry: own } : t;
  });
}

/** The thing without whose it is ("your crown" and "the crown" are one crown). */
const key = (thing: string) => thing.toLowerCase().replace(/^(?:the|my|your|his|her|our|their)\s+/, "");

/** "Where do you keep the crown?": somewhere invented, said so the next turn can read it back. */
export function whereLines(ctx: Ctx, thing: string): string[] {
  const dice = seededRandom(`${ctx.bot.name}:where:${key(thing)}`);
  const place = dice.pick(WORDS.sceneThings.hidePlaces)!;
  return WORDS.sceneThings.where.map((t) => fill(t, { thing, place })!).filter(Boolean);
}

/** "What's it called?": a name made up for the thing, seeded by it, so it is the same next time. */
export function calledLines(ctx: Ctx, thing: string): string[] {
  const dice = seededRandom(`${ctx.bot.name}:called:${key(thing)}`);
  const { nameStarts, nameEnds, called } = WORDS.sceneThings;
  const name = `${dice.pick(nameStarts)!}${dice.pick(nameEnds)!}`;
  return called.map((t) => fill(t, { thing, name })!).filter(Boolean);
}

/** "Why is the clock stuck?": a reason, the same one whenever it is asked about this thing. */
export function reasonLines(ctx: Ctx, thing: string): string[] {
  const lines = WORDS.sceneThings.because.map((t) => fill(t, { thing })!).filter(Boolean);
  return seededRandom(`${ctx.bot.name}:why:${key(thing)}`)
    .rotate(lines)
    .slice(0, 1);
}

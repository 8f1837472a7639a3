// A beat of a scene, generated rather than picked: (what the world looks and sounds like) ×
// (someone or something the scene named earlier) × (a find or a twist), from the card's world in
// words/scene-worlds.json. So a move is answered by something new happening that uses the scene's
// own cast, in any genre the worlds cover, and each variant of a reply tells the beat differently
// (a regenerate gets another composition, not the same lines again).
import type { Ctx } from "./context";
import { fill } from "./plan";
import { seededRandom, type Dice } from "./random";
import { castOf, optionsIn, sceneWorld, type Cast, type World } from "./scene-world";
import { reflect } from "./text";
import { WORDS } from "./words";

/** The replies of the scene so far, to pass over a detail, find or twist told lately. */
export function recentScene(ctx: Ctx): string {
  // A regenerate's replies so far count as told: the new telling has its own detail and twist.
  return [
    ...ctx.history
      .filter((t) => t.role === "assistant")
      .slice(-10)
      .map((t) => t.content),
    ...ctx.alternatives,
  ]
    .join("\n")
    .toLowerCase();
}

/** A part list without what was told lately, rotated by the dice: a part is never said twice. */
function fresh(list: readonly string[], told: string, dice: Dice): string[] {
  const rotated = dice.rotate(list);
  const key = (s: string) => s.toLowerCase().slice(0, 40);
  return rotated.filter((s) => !told.includes(key(s)));
}

export interface BeatParts {
  world: World;
  cast: Cast;
  details: string[];
  finds: string[];
  twists: string[];
  journeys: string[];
}

/** The parts a beat of this reply is made of, freshest first. */
export function beatParts(ctx: Ctx, salt = "beat"): BeatParts {
  const world = sceneWorld(ctx);
  const told = recentScene(ctx);
  const dice = seededRandom(`${ctx.seed}:${salt}`);
  return {
    world,
    cast: castOf(ctx),
    details: fresh(world.details, told, dice),
    finds: fresh(world.finds, told, dice),
    twists: fresh(world.twists, told, dice),
    journeys: fresh(world.journeys, told, dice),
  };
}

const TRAVELS =
  /\b(?:set(?:s|ting)? (?:a )?course|sail|sails|ride|rides|fly|flies|drive|drives|head|heads|travel|travels|jump|warp|hike|hikes|row|rows)\b/i;

const TRIES =
  /\b(?:try|tries|use|uses|turn|turns|press|presses|pull|pulls|push|pushes|insert|inserts|fit|fits|open|opens|pick|picks|unlock|unlocks|pry|pries|force|forces|lift|lifts|wind|winds|crank|cranks)\s+((?:the|my|this|that)\s+[a-z]+(?:\s+(?!(?:to|in|on|at|of|with|from|and|for|behind|under|into|again|now|slowly|carefully)\b)[a-z]+)?)/i;

/** "*sets the magnet next to the chronometer*", "I hold the amulet to the door": what it is set to. */
const APPLIES =
  /\b(?:set|sets|put|puts|place|places|hold|holds|press|presses|touch|touches|bring|brings)\s+(?:the|my|this|that|it|our)\b[a-z\s]{0,30}?\s(?:next to|near|against|onto|on|up to|to|beside|into)\s+((?:the|my|your|our)\s+[a-z]+)/i;

const at = <T>(list: readonly T[], k: number): T | undefined =>
  list.length ? list[k % list.length] : undefined;

/**
 * `count` beats, each a different composition: variant k takes the k-th template, detail, find and
 * twist, and the k-th of the latest few names of the scene (or `about`, what a retelling names).
 * A template whose parts were all told lately gives way to the next; none left, no beat.
 */
export function sceneBeats(ctx: Ctx, count: number, about?: string): string[] {
  const parts = beatParts(ctx);
  const { cast } = parts;
  const words = WORDS.sceneWorlds;
  // "I try the key": it works, before whatever happens next.
  const tried = ctx.message.match(TRIES)?.[1];
  const choices = optionsIn(ctx.message);
  const options = `${choices.slice(0, -1).join(", ")} or ${choices.at(-1)}`;
  // What the move leads into first: what was tried works, the way there, or the choice it sets.
  const applied = ctx.message.match(APPLIES)?.[1];
  const outcomes = applied
    ? words.applied.map((o) => fill(o, { thing: reflect(applied) })!)
    : tried
      ? words.outcomes.map((o) => fill(o, { thing: reflect(tried) })!)
      : choices.length
        ? words.choosing.map((o) => fill(o, { options })!)
        : TRAVELS.test(ctx.message)
          ? parts.journeys
          : [];
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    const vals = {
      detail: at(parts.details, k),
      find: at(parts.finds, k),
      twist: at(parts.twists, k),
      // The two latest names of the scene, named people and places first, in turn.
      earlier: about ?? at(cast.earlier.slice(0, 2), k),
      person: at(cast.people.slice(0, 2), k),
    };
    // "Near the altar" is said of a thing or a place, never of Marco Brandt.
    const beats =
      vals.earlier && !cast.isPerson(vals.earlier) ? [...words.beats, ...words.placeBeats] : words.beats;
    const pool = vals.person && (about || k % 2 === 1) ? words.personBeats : beats;
    // A retelling names what the member named: only the lines that have room for it.
    const templates = about ? pool.filter((t) => /\{earlier\}/i.test(t)) : pool;
    const line =
      templates.map((_, j) => fill(templates[(k + j) % templates.length]!, vals)).find(Boolean) ??
      [vals.detail, vals.twist].filter(Boolean).join(" ");
    if (line) out.push(outcomes.length ? `${outcomes[k % outcomes.length]} ${line}` : line);
  }
  return out;
}

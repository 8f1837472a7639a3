// What a scene reply is about: the thing or place the member's message names (read with its
// pronouns resolved, so "I look behind it" is about the portrait), else the latest of the scene
// state (scene-state.ts). The reply names it in the bot's voice ("my old camera" → "your old
// camera"); a line from words/scenes.json "focus" opens the reply when the scene's own line would
// leave it out, so a frog on a leaf is never answered with a stock map.
import type { Ctx } from "./context";
import { fill } from "./plan";
import { entitiesIn, goalIn, lastOf, readScene, type Entity } from "./scene-state";
import { movesTo } from "./story";
import { reflect } from "./text";
import { WORDS } from "./words";

export interface Focus {
  /** The thing this message names (the first new one, else its last). */
  thing?: string;
  /** The place this message names. */
  place?: string;
  /** Where the scene is now. */
  location?: string;
  /** The latest thing of the whole scene, for a move that names none. */
  lastThing?: string;
  /** What the member is after, in the bot's words ("find your sister"). */
  goal?: string;
  /** The goal when this very message states it. */
  goalNow?: string;
  /** Everything this message names. */
  named: Entity[];
  /** What the reply should name, best first, in the bot's words: things, places, then new people. */
  mentions: { name: string; moving: boolean; person: boolean }[];
}

const said = (name: string) => reflect(name).replace(/^the the\b/, "the");

/** The people a message names, a name ("Lorraine Vey") before a role ("the singer"). */
function people(named: readonly Entity[]): Entity[] {
  const persons = named.filter((e) => e.kind === "person" && !e.relation);
  return [...persons.filter((e) => /^[A-Z]/.test(e.name)), ...persons.filter((e) => !/^[A-Z]/.test(e.name))];
}

export function sceneFocus(ctx: Ctx): Focus {
  const names = [ctx.bot.name, ctx.userName, ...ctx.others];
  const state = readScene(ctx.history.slice(0, -1), names);
  const excluded = new Set(names.flatMap((n) => [n, ...n.split(/\s+/)]).map((n) => n.toLowerCase()));
  const named = entitiesIn(ctx.message, state.entities.length, excluded);
  const before = new Set(state.entities.map((e) => e.head.toLowerCase()));
  // A label ("E.F.") or where a thing lies ("in the sand") is not what the message is about; in a
  // question, what it asks about is ("The doors are locked... who lit that candle?").
  const asked = /\?\s*$/.test(ctx.message)
    ? entitiesIn(ctx.message.split(/(?<=[.!?…])\s+/).at(-1) ?? "", 0, excluded).map((e) => e.head)
    : [];
  const things = named.filter((e) => e.kind === "thing" && !e.setting);
  const thing =
    things.find((e) => asked.includes(e.head)) ??
    things.find((e) => !before.has(e.head.toLowerCase())) ??
    things.at(-1);
  // A place is where the scene goes only when the member goes there.
  const place = named.filter((e) => e.kind === "place" && (e.toward || movesTo(ctx.message))).at(-1);
  const last = lastOf(state.entities, "thing");
  const here = readScene(ctx.history, names);
  const goalNow = goalIn(ctx.message);
  const moving = movesTo(ctx.message);
  const mentions = [
    ...(thing ? [thing] : []),
    // Where a move goes ("a visit at his warehouse on Pier 9") is named, even after "at".
    ...named.filter(
      (e) => e.kind !== "person" && e !== thing && (!e.setting || (e.kind === "place" && moving)),
    ),
    // Someone new in the scene ("a knight named Sir Percival") is named too, then whoever the move
    // is with ("Let's pay Gus Pell a visit").
    ...people(named).filter((e) => !before.has(e.head.toLowerCase())),
    ...people(named).filter((e) => before.has(e.head.toLowerCase())),
  ].map((e) => ({
    name: said(e.name),
    moving: e.kind === "place" && (Boolean(e.toward) || moving),
    person: e.kind === "person",
  }));
  return {
    thing: thing && said(thing.name),
    place: place && said(place.name),
    location: here.location && said(here.location),
    lastThing: last && said(last.name),
    goal: here.goal && reflect(here.goal),
    goalNow: goalNow && reflect(goalNow),
    named,
    mentions,
  };
}

/** A line naming what the message named, when `body` does not; undefined when it does or nothing was. */
export function focusLine(
  focus: Focus,
  body: string,
  k: number,
  isFresh: (line: string) => boolean,
): string | undefined {
  const lower = body.toLowerCase();
  // A line said before in this chat is passed over while another will do.
  const pool = (templates: readonly string[], vals: Record<string, string>) => {
    const lines = templates.map((t) => fill(t, vals)).filter((l): l is string => Boolean(l));
    const fresh = lines.filter(isFresh);
    return fresh.length ? fresh : lines;
  };
  // "I'm looking for the book my aunt hid": the reply takes up the quest itself.
  if (focus.goalNow) {
    const lines = pool(WORDS.scenes.quest, { goal: focus.goalNow });
    return lines[k % lines.length];
  }
  const missing = (m: Focus["mentions"][number]) => !lower.includes(m.name.split(" ").at(-1)!.toLowerCase());
  // The first thing or place named that the scene's line leaves out, and the first person, so a
  // move to Gus Pell's warehouse names both.
  // A role ("the guards") is seen like a thing; a name ("Gus Pell") is remembered as one.
  const named = (m: Focus["mentions"][number]) => m.person && /^[A-Z]/.test(m.name);
  const left = focus.mentions.find((m) => !named(m) && missing(m));
  const who = focus.mentions.find((m) => named(m) && missing(m));
  const said = [
    left &&
      (left.moving
        ? pool(WORDS.scenes.toward, { place: left.name })
        : pool(WORDS.scenes.focus, { thing: left.name })),
    who && pool(WORDS.scenes.people, { person: who.name }),
  ]
    .filter((lines): lines is string[] => Boolean(lines?.length))
    .map((lines) => lines[k % lines.length]!);
  return said.length ? said.join(" ") : undefined;
}

/** The member's goal brought back ("to find Wren"), for one scene reply in a few. */
export function goalLine(focus: Focus, k: number, isFresh: (line: string) => boolean): string | undefined {
  if (!focus.goal) return undefined;
  const lines = WORDS.scenes.goals
    .map((t) => fill(t, { goal: focus.goal }))
    .filter((l): l is string => Boolean(l) && isFresh(l!));
  return lines[k % Math.max(1, lines.length)];
}

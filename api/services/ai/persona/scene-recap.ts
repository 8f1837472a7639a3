// The story told back and nudged along: "what do we know so far?" recaps the events in order (a
// regenerate tells them in a few words, naming who and what came up, in order); "hint please?"
// nudges towards what the story has named, never the answer itself. The words of each style of
// scene (styleWords) are shared with the scene plan.
import type { Ctx } from "./context";
import { basePlan, fill, type Plan } from "./plan";
import type { Focus } from "./scene-focus";
import { entitiesIn } from "./scene-state";
import { castOf, sceneWorld, worldOf, type World } from "./scene-world";
import { capitalize } from "./text";
import type { Story } from "./story";
import { WORDS } from "./words";

/** The lines of the card's kind of scene (a starship, an escape room, a detective's city, …). */
export function styleWords(ctx: Ctx) {
  const s = WORDS.scenes;
  const world = sceneWorld(ctx);
  // Decks and bulkheads for a starship; a time traveller or an android is no spaceship.
  // A scene at home is told in the things of a home, whatever the card's genre: an android in a
  // blackout has a torch and a fuse box, not a starship's decks.
  if (world.name === "home") return s.home;
  // A scene the member took into another world ("the wreck is 30 metres down" to a jungle
  // explorer) happens in that world's things: the reef's, not the temple's dust and stone doors.
  if (world.match.length && world !== worldOf(ctx.cardText)) return toldIn(world);
  if (/\b(?:space|starship|spaceship|nebula|galaxy)\b/.test(ctx.cardText)) return s.space;
  if (/\bescape[- ]rooms?\b/.test(ctx.cardText)) return s.escape;
  // The noir lines (bars, rain, Harbor City) are for a detective's city, not a haunted library.
  if (ctx.style === "mystery" && /\b(?:noir|detective|private eye|gumshoe)\b/.test(ctx.cardText))
    return s.mystery;
  return ctx.style === "adventure" ? s.adventure : s.default;
}

const TOLD_IN = new Map<World, typeof WORDS.scenes.default>();

/** The default scene's lines, with its moves and clues taken from a world's own sights and finds. */
function toldIn(world: World): typeof WORDS.scenes.default {
  let words = TOLD_IN.get(world);
  if (!words) {
    words = {
      ...WORDS.scenes.default,
      act: world.details.map((d) => `{Action}. ${d}`),
      clues: world.finds.map(capitalize),
    };
    TOLD_IN.set(world, words);
  }
  return words;
}

/** How many events a recap tells. */
const RECAP_EVENTS = 10;

/**
 * The events a recap tells, in order: all of them when they fit; else, first leaving out the
 * oldest that name no one and nothing ("You knelt beside her"), then the middle, so how it began
 * is kept along with how it stands.
 */
function recapEvents(events: readonly string[]): string[] {
  const kept = [...events];
  const names = (e: string) => /\s[A-Z]/.test(e) || /\b(?:the|a|an)\s+[a-z]/.test(e);
  while (kept.length > RECAP_EVENTS) {
    const plain = kept.findIndex((e, k) => k > 0 && !names(e));
    if (plain < 0) break;
    kept.splice(plain, 1);
  }
  return kept.length <= RECAP_EVENTS ? kept : [...kept.slice(0, 2), ...kept.slice(-(RECAP_EVENTS - 2))];
}

/** The people and things of the member's messages, each where it first came up. */
function namedInOrder(ctx: Ctx): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const excluded = new Set(
    [ctx.bot.name, ctx.userName].flatMap((n) => [n, ...n.split(/\s+/)]).map((n) => n.toLowerCase()),
  );
  for (const turn of ctx.history.slice(0, -1)) {
    if (turn.role !== "user") continue;
    for (const e of entitiesIn(turn.content, 0, excluded)) {
      const key = e.head.toLowerCase();
      if (seen.has(key) || e.setting) continue;
      seen.add(key);
      out.push(e.name.replace(/^['"“‘]+|['"”’]+$/g, ""));
    }
  }
  return out.slice(-12);
}

export function recapPlan(ctx: Ctx, story: Story): Plan {
  const words = styleWords(ctx);
  const cast = [
    ...story.relatives.map((r) => `${r.name} (your ${r.relation})`),
    ...story.people.filter((p) => !story.relatives.some((r) => r.name === p)),
    ...story.places,
    ...story.objects,
  ];
  const steps = recapEvents(story.events).map((e, i) => `${i + 1}. ${e}.`);
  const named = cast.length ? [`Names in the file: ${cast.join(", ")}.`] : [];
  const cores = words.recap.flatMap((intro) =>
    words.recapEnd.map((end) => [intro, ...steps, ...named, end].join("\n")),
  );
  // A regenerate tells it again in a few words: who and what came up, in the order they did.
  const order = namedInOrder(ctx);
  const list = `${order.slice(0, -1).join(", ")} and, last, ${order.at(-1)}`;
  const short = order.length >= 2 ? WORDS.sceneWorlds.recapShort.map((t) => fill(t, { list })!) : [];
  return {
    // A regenerate gets the short telling; the first reply the full one.
    ...basePlan(ctx.variant > 0 && short.length ? short : cores),
    actionChance: 0,
    weaveChance: 0,
    followChance: 0,
    addOns: false,
    longForm: true,
  };
}

export const HINT =
  /\b(?:give me a (?:hint|clue|nudge)|any (?:hints?|clues?)\b|i(?:'m| am) stuck|hint,? please|(?:need|have|get|want|use) (?:a|another|one more|a small|a little) (?:hint|clue|nudge))/i;

/** A nudge towards what the story has named, never the answer itself. */
export function hintPlan(ctx: Ctx, story: Story, focus: Focus): Plan {
  const words = styleWords(ctx);
  const vals = {
    object: focus.thing ?? focus.lastThing ?? story.objects.at(-1) ?? "the room",
    place: focus.location ?? story.place ?? "this place",
    clue: words.clues[story.beats % words.clues.length],
  };
  const earlier = castOf(ctx).earlier.filter((e) => !e.toLowerCase().includes(vals.object.toLowerCase()));
  const back = WORDS.sceneWorlds.hintBack.map((b) => fill(b, { earlier: earlier[0] }));
  const lines = WORDS.scenes.hints
    .map((h, k) => [fill(h, vals), back[k % back.length]].filter(Boolean).join(" "))
    .filter(Boolean);
  return { ...basePlan(lines), actionChance: 0, weaveChance: 0, followChance: 0, addOns: false };
}

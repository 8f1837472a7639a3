// The world a scene is set in, read from the card (words/scene-worlds.json: a starship, a haunted
// library, a jungle temple, an enchanted forest, a noir city, …), and what the scene has named so far
// that a beat can bring back: the people and things of the member's earlier messages that this one
// leaves out, and the card's own named places ("the Temple of the Jade Moon"). A world is chosen by
// how many of its words the card uses, so a new card in a known genre gets its world's beats.
import type { Ctx } from "./context";
import { readScene, type Entity } from "./scene-state";
import { reflect } from "./text";
import { WORDS } from "./words";

export type World = (typeof WORDS.sceneWorlds.worlds)[number];

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const MATCHERS = new Map(
  WORDS.sceneWorlds.worlds.map((w) => [w, w.match.map((m) => new RegExp(`\\b${escape(m)}`, "i"))]),
);

/** How many of a world's words a text uses. */
const uses = (w: World, text: string) => MATCHERS.get(w)!.filter((re) => re.test(text)).length;

/**
 * The world whose words the card uses most; the default world when it uses none. What the member
 * wrote lately (`said`) counts twice: a naturalist's card is set in a rainforest, but a night dive
 * the member started from a boat is under the sea, and its beats are the reef's, not the ridge's.
 */
export function worldOf(cardText: string, said = ""): World {
  const worlds = WORDS.sceneWorlds.worlds;
  let best = worlds.find((w) => !w.match.length) ?? worlds[0]!;
  let score = 0;
  for (const w of worlds) {
    const told = said ? uses(w, said) : 0;
    // Two of a world's words from the member take the scene there, whatever the card's genre: a
    // treasure hunter's card is a jungle, but "the wreck is 30 metres down" is a dive.
    const s = uses(w, cardText) + 2 * told + (told >= 2 ? 100 : 0);
    if (s > score) [best, score] = [w, s];
  }
  return best;
}

/** The world of this scene: the card's, unless the member's last few messages set it elsewhere. */
export function sceneWorld(ctx: Ctx): World {
  // The last six messages of the member, read from the end: a long chat costs no more.
  const said: string[] = [];
  for (let k = ctx.history.length - 1; k >= 0 && said.length < 6; k--) {
    if (ctx.history[k]!.role === "user") said.push(ctx.history[k]!.content);
  }
  return worldOf(ctx.cardText, said.join("\n"));
}

/** The card's scenario and first message: where its own story is set. */
function cardScene(ctx: Ctx): string {
  return `${ctx.bot.scenario ?? ""}\n${ctx.bot.first_mes ?? ""}`;
}

const NAMED_PLACE = /\bthe\s+(?:[a-z]+\s+)?((?:[A-Z][a-z]+)(?:\s+(?:of\s+the\s+|of\s+)?[A-Z][a-z]+){0,3})/g;

/** The card's own named places and things ("the Blackthorn Library", "the Temple of the Jade Moon"). */
export function cardPlaces(ctx: Ctx): string[] {
  const own = new Set([ctx.bot.name, ...ctx.bot.name.split(/\s+/)]);
  const out: string[] = [];
  for (const m of cardScene(ctx).matchAll(NAMED_PLACE)) {
    const name = m[1]!;
    if (own.has(name) || /\{\{/.test(name)) continue;
    const said = `the ${name}`;
    if (!out.includes(said)) out.push(said);
  }
  return out;
}

const NOT_NAMES =
  /^(?:the\s+)?(?:what|who|where|when|why|how|if|is|are|do|does|can|hi|hey|hello|hola|morning|evening|night|good|thanks|thank|yes|no|ok|okay|so|well|wait|please|sorry)\b/i;

/** The options a message lists ("3 doors: sun, moon and star", "the mill, the marsh or the tower"). */
export function optionsIn(text: string): string[] {
  const m = text.match(
    /((?:(?:the\s+)?[a-z]+(?: [a-z]+)?,\s*)+(?:the\s+)?[a-z]+(?: [a-z]+)?,?\s+(?:and|or)\s+(?:the\s+)?[a-z]+)\b/i,
  );
  const list = (m?.[1] ?? "")
    .split(/,\s*|\s+(?:and|or)\s+/)
    .map((x) => x.replace(/^the\s+/i, "").trim())
    .filter(Boolean);
  return list.length >= 2 && list.length <= 5 && list.every((x) => x.split(" ").length <= 2) ? list : [];
}

export interface Cast {
  /** People and things of earlier messages that this one does not name, latest first, names first. */
  earlier: string[];
  /** People named earlier, latest first. */
  people: string[];
  /** Who of `earlier` is a person. */
  isPerson(name: string): boolean;
  /** Things named earlier, latest first. */
  things: string[];
}

const said = (name: string) =>
  reflect(name)
    .replace(/^the the\b/, "the")
    .replace(/^['"“‘]+|['"”’]+$/g, "");

/** What the scene named before this message and this message leaves out, as a beat names it. */
export function castOf(ctx: Ctx): Cast {
  const names = [ctx.bot.name, ctx.userName, ...ctx.others];
  const state = readScene(ctx.history.slice(0, -1), names);
  const now = ctx.message.toLowerCase();
  const absent = (e: Entity) =>
    !e.name
      .toLowerCase()
      .split(/\s+/)
      .some((w) => w.length > 2 && w !== "the" && now.includes(w.replace(/'s$/, "")));
  const kept = state.entities.filter((e) => absent(e) && !e.setting && !e.relation).reverse();
  const named = (e: Entity) => /^[A-Z]/.test(e.name.replace(/^the\s+/, ""));
  // A name is capitalised words that are no greeting or question ("Morning Kai", "What's 25"); a
  // thing is a noun phrase with its article ("the map", not "much water").
  const fits = (e: Entity) =>
    named(e)
      ? !NOT_NAMES.test(e.name) && !/\d/.test(e.name)
      : /^(?:the|a|an|my|your|our)\s/i.test(e.name) && !/\bname\b/i.test(e.name);
  const usable = kept.filter(fits);
  const people = usable.filter((e) => e.kind === "person" && named(e)).map((e) => said(e.name));
  const plain = usable.filter((e) => !named(e));
  const earlier = [
    ...usable.filter(named),
    ...plain.filter((e) => e.kind !== "place"),
    ...plain.filter((e) => e.kind === "place"),
  ]
    .map((e) => said(e.name))
    .filter((n, i, all) => all.indexOf(n) === i);
  const home = cardPlaces(ctx).filter((p) => !now.includes(p.split(" ").at(-1)!.toLowerCase()));
  // Everyone, by name or by role ("the waitress").
  const persons = new Set(usable.filter((e) => e.kind === "person").map((e) => said(e.name)));
  const things = usable.filter((e) => e.kind === "thing").map((e) => said(e.name));
  // The card's own places fill in while the member has named little yet.
  return {
    earlier: earlier.length >= 2 ? earlier : [...earlier, ...home],
    people,
    things,
    isPerson: (name) => persons.has(name),
  };
}

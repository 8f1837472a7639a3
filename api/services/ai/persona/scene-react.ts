// What something seen, heard, told or asked about in a scene turns out to be, in the scene's own
// world (words/scene-worlds.json "reactions"): "what's that glowing blue stuff?" on a night dive is
// bioluminescent plankton, "i hear something cracking under us" on a glacier is a snow bridge, "is
// that a shark??" under a huge shadow is a manta ray ("not a shark"). The reaction is chosen by the
// most cue words the message uses, so the same sight gets the same answer on any turn, and a
// regenerate says it again in other words (each reaction has several lines). A note read out ("the
// last entry says '…'") is taken up by its own words and whoever wrote it; what the card says the
// bot fears, met in the scene, is feared; a search the member sets out on is taken up with the bot
// already at it, with its world's means (a finding spell, the compass, the sensor sweep).
import type { Ctx } from "./context";
import { personaLibraries } from "./libs";
import { asGivenPlan, fill, type Plan } from "./plan";
import { sceneBeats } from "./scene-beat";
import { focusLine, type Focus } from "./scene-focus";
import { castOf, sceneWorld } from "./scene-world";
import { capitalize, reflect } from "./text";
import { WORDS } from "./words";

type Reaction = NonNullable<(typeof WORDS.sceneWorlds.worlds)[number]["reactions"]>[number];

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const CUES = new Map<string, RegExp>();
const cue = (c: string) => {
  let re = CUES.get(c);
  if (!re) CUES.set(c, (re = new RegExp(`(?:^|[^\\p{L}])${escape(c)}(?![\\p{L}])`, "iu")));
  return re;
};

/** How many of a reaction's cues the text uses. */
const score = (r: Reaction, text: string) => r.cues.filter((c) => cue(c).test(text)).length;

function best(list: readonly Reaction[], text: string, self: string): Reaction | undefined {
  let found: Reaction | undefined;
  let most = 0;
  for (const r of list) {
    // A dragon's own smoke is no dragon sighting: what the bot itself is, it does not react to.
    if (r.cues.some((c) => cue(c).test(self))) continue;
    const s = score(r, text);
    if (s > most) [found, most] = [r, s];
  }
  return found;
}

/** The reaction of the scene's world to what the text names, else the default world's, or none. */
function reactionIn(ctx: Ctx, text: string): Reaction | undefined {
  const world = sceneWorld(ctx);
  const fallback = WORDS.sceneWorlds.worlds.find((w) => !w.match.length);
  const self = ctx.bot.description.split(/(?<=[.!?])\s/)[0] ?? "";
  return (
    best(world.reactions ?? [], text, self) ??
    (world === fallback ? undefined : best(fallback?.reactions ?? [], text, self))
  );
}

/** "Is that a shark??": what the member guesses it is. */
const GUESS = /\b(?:is|was)\s+(?:that|it|this)\s+(?:a|an|the)\s+([a-z]+(?:\s+[a-z]+)?)\s*\?/i;
/** "What's that glowing blue stuff?", "what was that?", "who's that?", "is that a shark?". */
const IDENTIFY =
  /\b(?:what(?:'s|s| is| was| are)\s+(?:that|this|those|these|it)\b|who(?:'s|s| is)\s+(?:that|there)\b|(?:is|was)\s+(?:that|it|this)\s+(?:a|an|the)\s+[a-z]+)/i;
/** The member tells something seen, heard or found, or someone gone missing. */
const NEWS =
  /\b(?:hear|hears|heard|see|sees|saw|spot|spots|spotted|notice|notices|noticed|smell|smells|feel|feels|there's|theres|there is|there are|someone|something|suddenly|didn't come back|didnt come back|never came back|missing|radioed|answers)\b/i;

/** A note read out: "last entry says 'going for the north couloir'", "the sign reads “keep out”". */
const QUOTED = /\b(?:says|said|reads|read|written|writes|wrote)\s*:?\s*['"“‘]([^'"”’]{4,}?)[.!]?['"”’]/i;

// Best first: the first telling is the reaction's own first line; a regenerate takes the next.
const plan = asGivenPlan;

/** Each line of the answer with a different beat after it, so every telling moves the scene on. */
function withBeats(ctx: Ctx, lines: string[]): string[] {
  const beats = sceneBeats(ctx, lines.length);
  return lines.map((l, k) => [l, beats[k]].filter(Boolean).join(" "));
}

/** "What's that glowing blue stuff?", "is that a shark??": what it is, in the scene's world. */
export function identifyPlan(ctx: Ctx): Plan | null {
  const typed = ctx.history.at(-1)?.content ?? ctx.message;
  if (!IDENTIFY.test(typed)) return null;
  const reaction = reactionIn(ctx, typed);
  if (!reaction) return null;
  const guess = typed.match(GUESS)?.[1]?.toLowerCase();
  // "Is that a manta?" when it is one needs no "not a manta".
  const wrong = guess && !reaction.cues.some((c) => guess.includes(c.toLowerCase()));
  const nots = wrong ? WORDS.sceneWorlds.notThat.map((t) => fill(t, { guess })!) : [];
  return plan(
    withBeats(
      ctx,
      reaction.lines.map((l, k) => (nots.length ? `${nots[k % nots.length]} ${l}` : l)),
    ),
  );
}

/** The words of a note the message reads out, taken up with whoever the scene last named. */
function quoteLines(ctx: Ctx): string[] {
  const quote = ctx.message.replace(/[’‘]/g, "'").match(QUOTED)?.[1]?.trim();
  if (!quote) return [];
  const person = castOf(ctx).people[0];
  return WORDS.sceneWorlds.readQuote
    .map((t) => fill(t, { quote, person }))
    .filter((l): l is string => Boolean(l));
}

/**
 * The member brings news into the scene (a sound, a sight, a find, someone gone, a note read out):
 * the reply's first sentence is the reaction to that news in the scene's world, then the scene
 * moves on. Null when the message brings none the world knows.
 */
export function newsPlan(ctx: Ctx, focus: Focus): Plan | null {
  const goal = goalLines(ctx, focus);
  if (goal.length) return plan(withBeats(ctx, goal));
  const first = fearLines(ctx);
  if (first.length) return plan(withBeats(ctx, first));
  const quoted = quoteLines(ctx);
  if (quoted.length) return plan(withBeats(ctx, quoted));
  const reaction = reactionIn(ctx, ctx.message);
  if (!reaction || !about(ctx.message, reaction, focus)) return null;
  // A move that only passes something the scene already had is no news ("we light the fire" again).
  if (!NEWS.test(ctx.message) && !newCue(ctx, reaction)) return null;
  // What the member named comes in when the reaction leaves it out ("Tomasz: remember that name").
  const unsaid = (line: string) => ctx.usage.worst(line) === 0 && ctx.lately.stale(line) === 0;
  const lines = reaction.lines.map((l, k) =>
    [echo(ctx.message, l), l, focusLine(focus, l, k, unsaid)].filter(Boolean).join(" "),
  );
  return plan(withBeats(ctx, lines));
}

const SENSED = /\b(?:hear|hears|heard|see|sees|saw|spot|spots|notice|notices|smell|smells|feel|feels)\b(.*)/i;

/**
 * Is the reaction about what the message tells? One of its cues is in something the message names
 * ("the dinosaur hall"), in what the member hears or sees, or in a sentence that is no move of the
 * member's own and whose subject is no other thing: "I light the torch" is about the torch, not a
 * light where there shouldn't be one, and "the pod starts beeping" is about the pod, not an alarm.
 */
function about(message: string, reaction: Reaction, focus: Focus): boolean {
  const hit = (text: string) => reaction.cues.some((c) => cue(c).test(text));
  if (focus.named.some((e) => hit(e.name))) return true;
  const things = focus.named.filter((e) => e.kind === "thing").map((e) => e.head.toLowerCase());
  return message
    .replace(/\*[^*]*\*/g, ". ")
    .split(/(?<=[.!?…])\s+|\s*\.\.\.\s*/)
    .filter(hit)
    .some((sentence) => {
      const sensed = sentence.match(SENSED)?.[1];
      if (sensed !== undefined) return hit(sensed);
      const s = sentence.trim();
      if (/^(?:i|we|let's|lets)\b/i.test(s)) return false;
      const subject = s.match(/^(?:the|a|an|my|our|this|that)\s+([a-z]+)/i)?.[1]?.toLowerCase();
      return !subject || !things.includes(subject) || /\b[A-Z][a-z]+\b/.test(s.slice(1));
    });
}

/** What the member heard or saw, said back first when the reaction does not say it ("Footsteps behind us."). */
function echo(message: string, line: string): string | undefined {
  const sensed = message
    .match(SENSED)?.[1]
    ?.replace(/[.!?…*]+.*$/, "")
    .trim();
  if (!sensed) return undefined;
  const words = sensed.split(/\s+/).slice(0, 6);
  const key = words.find((w) => w.length > 4 && !/^(?:something|someone|behind|under|above)$/i.test(w));
  if (!key || line.toLowerCase().includes(key.toLowerCase().replace(/s$/, ""))) return undefined;
  return `${capitalize(reflect(words.join(" ")))}.`;
}

/**
 * "I'm looking for my grandmother's ring": the quest taken up, and the bot already at it with what
 * its world has (a finding spell, the compass, the sensor sweep) pointing toward the thing sought.
 */
function goalLines(ctx: Ctx, focus: Focus): string[] {
  if (!focus.goalNow) return [];
  const thing = focus.goalNow
    .replace(/^find\s+/i, "")
    .split(/[,.;]|\s+(?:that|which|somewhere|in this|i dropped|i lost)\b/i)[0]!
    .trim();
  const world = sceneWorld(ctx);
  const quests = WORDS.scenes.quest.map((t) => fill(t, { goal: focus.goalNow }));
  const leads = world.leads.map((t) => fill(t, { thing }));
  return quests
    .map((q, k) =>
      [q, world.powers[k % world.powers.length], leads[k % leads.length]].filter(Boolean).join(" "),
    )
    .filter((l) => l.length > 0);
}

/** Does the message name something of the reaction the member's last messages did not? */
function newCue(ctx: Ctx, reaction: Reaction): boolean {
  const said: string[] = [];
  for (let k = ctx.history.length - 2; k >= 0 && said.length < 6; k--) {
    if (ctx.history[k]!.role === "user") said.push(ctx.history[k]!.content);
  }
  const before = said.join("\n");
  return reaction.cues.some((c) => cue(c).test(ctx.message) && !cue(c).test(before));
}

const FEAR = /\b(?:afraid|scared|terrified|frightened) of ([a-z]+)|\bfears? ([a-z]+)/gi;

/** The forms a word of the card takes in a message ("geese" is a goose). */
function forms(word: string): string[] {
  const nlp = personaLibraries()?.nlp;
  if (!nlp) return [word];
  const noun = nlp(word).nouns();
  return [word, noun.toSingular().text(), nlp(word).nouns().toPlural().text()].filter(Boolean);
}

/** What the card says the bot is afraid of, named in the message: the bot's fear, in its voice. */
function fearLines(ctx: Ctx): string[] {
  for (const m of ctx.cardText.matchAll(FEAR)) {
    const word = (m[1] ?? m[2])!.toLowerCase();
    if (["nothing", "no", "the", "a", "being"].includes(word)) continue;
    const alt = forms(word).map(escape).join("|");
    const seen = ctx.message.match(
      new RegExp(`\\b((?:a|an|the|some|two|three|\\d+)\\s+)?(?:${alt})\\b`, "i"),
    );
    if (seen) {
      const thing = seen[0].toLowerCase();
      return WORDS.sceneWorlds.fear.map((t) => fill(t, { thing })).filter((l): l is string => Boolean(l));
    }
  }
  return [];
}

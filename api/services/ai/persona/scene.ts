// Role-play: a scenario bot (mystery, adventure, fantasy, sci-fi cards) answers a move in a scene
// ("*walks in*", "we go to the club", "I show the bartender the photo") by continuing the scene in
// its voice: what happens next, with the people, places and objects the chat has named, and one
// new clue per move, never small talk. "Summarize the story so far" recaps what happened in order,
// and "what's my sister's name?" is answered from what the user said (story.ts).
import type { Ctx } from "./context";
import { detectAsk } from "./asks";
import { solveMath } from "./math";
import { basePlan, fill, type Plan } from "./plan";
import { seededRandom } from "./random";
import { RELATIONS } from "./memory";
import { detectIntent } from "./intents";
import { focusLine, goalLine, sceneFocus, type Focus } from "./scene-focus";
import { sceneChoicePlan, sceneOpinionPlan, scenePlanAsked } from "./scene-opinion";
import { sceneNeedPlan } from "./scene-needs";
import { feltState } from "./small-talk-felt";
import { sceneBeats } from "./scene-beat";
import { sceneAskPlan } from "./scene-ask";
import { sceneWhyPlan } from "./scene-why";
import { foundPlan } from "./scene-found";
import { identifyPlan, newsPlan } from "./scene-react";
import { offerPlan } from "./scene-speech";
import { takeUps } from "./scene-things";
import { commands } from "./scene-commands";
import { actionLine } from "./scene-action";
import { HINT, hintPlan, recapPlan, styleWords } from "./scene-recap";
import { newsInScene, toldAsItHappens } from "./scene-event";
import { offScene } from "./scene-off";
import { sceneOutcomePlan } from "./scene-outcome";
import { asksBotLife, isSceneTurn, runsScenes, sceneGoing } from "./scene-route";
import { goalIn } from "./scene-state";
import { asksRecap, describesScene, isSceneMove, movesTo, mainPerson, readStory, type Story } from "./story";
import { solveInContext } from "./number-context";
import { numbersAsked } from "./number-first";
import { WORDS } from "./words";

type Beat = "case" | "lead" | "arrive" | "show" | "ask" | "look" | "follow" | "act";

const TROUBLE =
  /\b(?:never came back|never returned|hasn't come back|didn't come back|missing|disappeared|vanished|stolen|kidnapped|taken|murdered|killed|lost|gone)\b/i;
const LEAD =
  /\b(?:last seen|was seen|went to|headed to|worked at|lived at|was at|were at|hangs out at|used to go to)\b/i;

/** A statement that opens the case ("my sister Clara is missing") or gives a lead ("last seen at the club"). */
function statementBeat(message: string, story: Story): Beat | null {
  if (/\?\s*$/.test(message)) return null;
  if (TROUBLE.test(message) && (story.relatives.length || story.people.length)) return "case";
  if (LEAD.test(message) && story.places.length) return "lead";
  // "I'm looking for the book my aunt hid here": the search starts.
  if (goalIn(message)) return "look";
  return null;
}

function beatOf(message: string, story: Story, movedHere: boolean): Beat {
  const statement = isSceneMove(message) ? null : statementBeat(message, story);
  if (statement) return statement;
  // A question about the scene, or something seen happening in it, is answered by looking; someone
  // else's doing ("The clerk brings out a case") is told back as it happened.
  if (!isSceneMove(message) && (/\?\s*$/.test(message) || describesScene(message))) return "look";
  const t = message.toLowerCase();
  if (movedHere && !/\b(?:show|hand|give|slide|ask|follow|tail)\b/.test(t)) return "arrive";
  if (/\b(?:show|shows|hand|hands|give|gives|slide|slides|flash|flashes)\b/.test(t)) return "show";
  if (/\b(?:ask|asks|question|questions|interrogate)\b/.test(t)) return "ask";
  if (/\b(?:follow|follows|tail|tails|trail|trails)\b/.test(t)) return "follow";
  if (/\b(?:look|looks|search|searches|examine|examines|inspect|inspects|check|checks|see)\b/.test(t))
    return story.place ? "look" : "act";
  return "act";
}

/** What in this message names a place, object or role the story knows, else the story's latest. */
function inMessage(list: readonly string[], message: string): string | undefined {
  const said = new Set(message.toLowerCase().match(/[\p{L}']+/gu) ?? []);
  return [...list].reverse().find((x) =>
    x
      .toLowerCase()
      .split(/\s+/)
      .some((w) => w.length > 2 && w !== "the" && said.has(w.replace(/'s$/, ""))),
  );
}

/** The story's next clue, passing over any the last replies already turned up. */
function freshClue(clues: readonly string[], beats: number, recentText: string): string {
  const lower = recentText.toLowerCase();
  for (let k = 0; k < clues.length; k++) {
    const clue = clues[(beats + k) % clues.length]!;
    if (!lower.includes(clue.toLowerCase())) return clue;
  }
  return clues[beats % clues.length]!;
}

/** Whether a line says again a sentence of the text. */
const retells = (text: string, line: string) =>
  line.split(/(?<=[.!?])\s+/).some((x) => x.length > 20 && text.includes(x.replace(/^Then\s+/, "")));

/** The longest sentence of a line: what makes it recognisable when it comes back. */
function longest(line: string): string {
  return line.split(/(?<=[.!?])\s+/).reduce((a, b) => (b.length > a.length ? b : a), "");
}

function scenePlan(ctx: Ctx, story: Story, focus: Focus): Plan {
  const words = styleWords(ctx);
  const dice = seededRandom(`${ctx.seed}:scene`);
  const earlier = readStory(ctx.history.slice(0, -1), [ctx.bot.name, ctx.userName]);
  const movedHere =
    movesTo(ctx.message) && (story.place !== earlier.place || Boolean(inMessage(story.places, ctx.message)));
  const beat = beatOf(ctx.message, story, movedHere);
  const recentText = ctx.history
    .filter((t) => t.role === "assistant")
    .slice(-10)
    .map((t) => t.content)
    .join("\n");
  const fallbackRole =
    ctx.style === "mystery" ? "the bartender" : ctx.style === "adventure" ? "the old guide" : "the stranger";
  const vals = {
    place:
      focus.place ?? inMessage(story.places, ctx.message) ?? focus.location ?? story.place ?? "this place",
    // The member's own prop first; the card's stock one only when nothing was named.
    object:
      focus.thing ??
      inMessage(story.objects, ctx.message) ??
      focus.lastThing ??
      story.objects.at(-1) ??
      "the photo",
    role: inMessage(story.roles, ctx.message) ?? story.roles[story.roles.length - 1] ?? fallbackRole,
    person: mainPerson(story),
    clue: freshClue(words.clues, story.beats, recentText),
    action: actionLine(ctx.message),
  };
  // Questions close at most one move in three; the others end on the scene itself.
  const hooks = words.hooks.filter((h) => (story.beats % 3 === 0) === /\?\s*$/.test(h) || !/\?\s*$/.test(h));
  const outdoors = WORDS.scenes.outdoors;
  // The adventure and space lines are written for the open air and the void already.
  const underSky =
    beat === "arrive" &&
    (words === WORDS.scenes.default || words === WORDS.scenes.mystery) &&
    outdoors.places.some((p) => new RegExp(`\\b${p}\\b`, "i").test(vals.place));
  const written = (underSky ? outdoors.arrive : words[beat])
    .map((line) => fill(line, vals))
    .filter((l): l is string => Boolean(l));
  // A scene told in the last replies is not told again while another will do.
  const unseen = written.filter((b) => !recentText.includes(longest(b)) && ctx.usage.worst(b) === 0);
  const bodies = unseen.length ? unseen : written;
  const filled = hooks.map((h) => fill(h, vals)).filter((h): h is string => Boolean(h));
  const fresh = filled.filter((h) => !recentText.includes(h));
  // A worn-out hook is left off: the scene itself is ending enough.
  const endings = dice.rotate(fresh);
  // Not one of its sentences said in the last replies ("The Serpent Crown." twice is filler).
  const unsaid = (line: string) =>
    !recentText.includes(line) && ctx.usage.worst(line) === 0 && ctx.lately.stale(line) === 0;
  // Something new happens in every variant, with what the scene named before.
  const beats = sceneBeats(ctx, bodies.length);
  // The member's own thing taken up in its own terms (the honey: sweet, a drip down the jar).
  const ups = takeUps(ctx, bodies.length);
  const main = bodies.map((body, k) => {
    // Every other scene comes back to what the member set out to do, when they said.
    const hook =
      (k % 2 === 1 && !focus.goalNow && goalLine(focus, k, unsaid)) ||
      endings[k % Math.max(1, endings.length)];
    // What the member just named opens the reply when the scene's line leaves it out.
    const seen = focusLine(focus, body, k, unsaid);
    // A named person the body leaves out comes back in the hook, so the scene keeps its cast.
    const told = [seen, body, ups[k]].filter(Boolean).join(" ");
    // A beat that says again a sentence the line already told ("Sand drifts up…" twice) gives way.
    const beat = [beats[k], ...beats].find((b) => b && !retells(told, b));
    if (!beat) return hook && !body.includes(hook) ? `${told} ${hook}` : told;
    return k % 3 === 2 && hook && !body.includes(hook) ? `${told} ${beat} ${hook}` : `${told} ${beat}`;
  });
  // A regenerate tells the beat another way: what the member named, then what happens. Only a
  // regenerate gets these, so the first reply is always the scene's own line.
  // What the member seeks when they just said so, else the first thing they named.
  const about = focus.goalNow?.replace(/^find\s+/i, "") ?? focus.mentions[0]?.name;
  const retold =
    ctx.variant > 0
      ? sceneBeats(ctx, bodies.length, about).map((beat, k) =>
          // The scene's cast comes back at the end, as in the first telling.
          [
            about ? "" : `${vals.action}.`,
            ups[(k + 1) % Math.max(1, ups.length)],
            beat,
            endings[k % Math.max(1, endings.length)],
          ]
            .filter(Boolean)
            .join(" "),
        )
      : [];
  const cores = ctx.variant > 0 && retold.length ? retold : main;
  return {
    ...basePlan(cores),
    actionChance: 0,
    weaveChance: 0,
    followChance: 0,
    addOns: false,
    longForm: true,
  };
}

const RELATIVE_ASKED = new RegExp(
  String.raw`\b(?:what(?:'s| is| was)|what did (?:i|we) (?:call|name)|remember|recall|who(?:'s| is| was)|tell me)\b.*\bmy (${RELATIONS})(?:'s name|\b)`,
  "i",
);

function relativePlan(ctx: Ctx, story: Story): Plan | null {
  const asked = ctx.message.replace(/[’‘]/g, "'").match(RELATIVE_ASKED);
  if (!asked) return null;
  const relation = asked[1]!.toLowerCase();
  const found =
    story.relatives.find((r) => r.relation === relation) ??
    ctx.facts.relatives.find((r) => r.relation.toLowerCase() === relation);
  if (!found) return null;
  const lines = [
    `Your ${relation}'s name is ${found.name}. You told me, and I don't forget a name.`,
    `${found.name}. Your ${relation}, ${found.name}: that's who this is all about.`,
    `${found.name}, your ${relation}. It's written in my notebook and in my head.`,
  ];
  return { ...basePlan(lines), followChance: 0, weaveChance: 0, actionChance: 2, addOns: false };
}

/** A fear said outright in a scene ("this is kind of scary. my heart is going so fast"), met. */
const fearMet = (ctx: Ctx, place: string | undefined) =>
  feltState(ctx.message) === "scared" ? sceneNeedPlan(ctx, place, true) : null;

/**
 * What a scene answers before small talk and recall: a question asked in it ("who was Edmund
 * Hale?", "can you do a spell to find it?") or an order given in it ("set course for the nebula").
 */
export function sceneFirstPlan(ctx: Ctx): Plan | null {
  // "Is that what you need?" about a card's own need holds before any scene has begun.
  const offered = offerPlan(ctx);
  if (offered) return offered;
  if (!runsScenes(ctx) || ["goodbye", "greeting"].includes(detectIntent(ctx.message).kind)) return null;
  if (asksBotLife(ctx.message)) return null;
  if (offScene(ctx.history.at(-1)?.content ?? ctx.message, ctx.history)) return null;
  const story = readStory(ctx.history, [ctx.bot.name, ctx.userName]);
  // A scene has begun once the member has told something of it ("I'm looking for my ring").
  const begun = sceneGoing(story) || isSceneMove(ctx.message) || story.events.length > 0;
  // "We raised 450 euros. What's a third of that?" is a sum, even asked in a scene.
  // "It plays only half of it. can dragons fix stuff?" tells a half and asks something else.
  const sum = /\d|\b(?:that|it)\b/i.test(ctx.message) && numbersAsked(ctx.message, ctx.history);
  if (sum && solveInContext(ctx.message, ctx.history)) return null;
  const fear = begun ? fearMet(ctx, story.place) : null;
  if (fear) return fear;
  // "Can you melt the ice?": done, with what it brings about.
  const acted = begun ? sceneOutcomePlan(ctx) : null;
  if (acted) return acted;
  // "Why would he care so much?", "I ask him who gave it to him": something concrete, invented.
  const why = begun ? sceneWhyPlan(ctx) : null;
  if (why) return why;
  const asked = sceneAskPlan(ctx, begun);
  if (asked) return asked;
  // News told as it happens is the scene's before it is small talk's ("my hamster is gone").
  const news = newsInScene(ctx.message, ctx.history);
  return commands(ctx.message) || news ? storyPlan(ctx) : null;
}

/**
 * "What's that glowing blue stuff?" asked in a scene under way, about a thing the scene's world
 * knows: what it is there (plankton on a night dive), before any general fact about glowing things.
 */
export function sceneSightAsked(ctx: Ctx): boolean {
  if (!runsScenes(ctx) || !identifyPlan(ctx)) return false;
  const story = readStory(ctx.history, [ctx.bot.name, ctx.userName]);
  return sceneGoing(story) || story.events.length > 0;
}

/** The scene, recap or named-fact answer for this message, or null when it is none of those. */
export function storyPlan(ctx: Ctx): Plan | null {
  const story = readStory(ctx.history, [ctx.bot.name, ctx.userName]);
  const relative = relativePlan(ctx, story);
  if (relative) return relative;
  // As typed: "sum it up" is not about whatever "it" stood for last.
  const typed = ctx.history.at(-1)?.content ?? ctx.message;
  if ((asksRecap(ctx.message) || asksRecap(typed)) && story.events.length) return recapPlan(ctx, story);
  if (!runsScenes(ctx) || offScene(typed, ctx.history) || asksBotLife(ctx.message)) return null;
  const focus = sceneFocus(ctx);
  const planned = scenePlanAsked(ctx, focus.goal);
  if (planned) return planned;
  if (sceneGoing(story)) {
    // News brought into the scene (a sound, a sight, someone gone, a note read out) is reacted to
    // first, even when its words read like a feeling ("someone answers from down below").
    // …but a fear said outright ("this is kind of scary. my heart is going so fast") is met first.
    const place = focus.location ?? story.place;
    const answer =
      fearMet(ctx, place) ??
      foundPlan(ctx) ??
      sceneChoicePlan(ctx) ??
      sceneOpinionPlan(ctx) ??
      sceneNeedPlan(ctx, place) ??
      newsPlan(ctx, focus);
    if (answer) return answer;
  }
  // A question inside the scene is answered in its world ("who was Edmund Hale?", "which one?").
  const asked = sceneAskPlan(ctx, sceneGoing(story) || isSceneMove(ctx.message));
  if (asked) return asked;
  if (HINT.test(ctx.message)) return hintPlan(ctx, story, focus);
  if (!isSceneTurn(ctx, story, focus, Boolean(statementBeat(ctx.message, story)))) return null;
  // "I give up for tonight. Bye!" is a goodbye, whatever verb it starts with; "Hello? Is someone
  // there?" is a hello first.
  if (["goodbye", "greeting"].includes(detectIntent(ctx.message).kind)) return null;
  // "I tip the inkwell over" asks for no tips: what is told as it happens is the scene's.
  const asksSkill = detectAsk(ctx.message) && !toldAsItHappens(ctx.message);
  if (asksSkill || solveInContext(ctx.message, ctx.history) || solveMath(ctx.message)) return null;
  return newsPlan(ctx, focus) ?? scenePlan(ctx, story, focus);
}

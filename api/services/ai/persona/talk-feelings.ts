// A feeling shared in small talk ("I'm kinda stressed about work actually"): met with care that
// says something (sorry, a breath, one thing at a time) and what it is about, not the member's
// words said back with a question mark. The feeling's own lines are in words/templates.json.
import type { Ctx } from "./context";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import * as T from "./templates";
import { capitalize, cleanFragment, objectPronoun, reflect } from "./text";
import { CALMER, MISSES_BOT } from "./intents";
import { fearLines, withComfort } from "./talk-card";
import { WORDS } from "./words";

const HEAVY = new Set(["sad", "stressed", "tired", "lonely", "angry"]);
const FILLER =
  /\b(?:kinda|kind of|sort of|actually|honestly|tbh|lol|really|just|literally|a bit|a little)\b/gi;

/** The user's own words about themselves, turned to the second person ("so stressed about work"). */
function ownWords(message: string): string {
  const t = message
    .replace(/[’‘]/g, "'")
    .replace(/[.!]+\s*$/, "")
    .trim();
  const m =
    t.match(
      /^(?:honestly,?\s+|well,?\s+|ugh,?\s+)?i(?:'m| am| feel| have been|'ve been| keep| get| always get)\s+(.+)$/i,
    ) ?? t.match(/^i (can't|cannot|couldn't|don't) (.+)$/i);
  if (!m) return "";
  const rest = (m.length > 2 && m[2] ? `${m[1]} ${m[2]}` : m[1]!).split(/[,;]/)[0]!;
  const words = rest.split(/\s+/);
  return words.length <= 9 ? reflect(cleanFragment(rest, 9)).replace(/\byou\b/gi, "you") : "";
}

const NERVES =
  /\b(?:nervous|anxious|worried|scared|afraid|terrified|panick?(?:ing|ed)?|freaking out|stressing)\s+(?:about|of|for|over|before)\s+(.+?)(?=\s*(?:[.,!?;]|$|\s+(?:tbh|lol|honestly|haha|to be honest|right now)\b))/i;

/** "kinda nervous about my first weekend shift alone" → "your first weekend shift alone". */
function nervesAbout(message: string): string {
  const t = message.replace(/[’‘]/g, "'");
  // "im hosting a dinner party saturday and im panicking": what comes before is what it is about.
  const m = t.match(NERVES) ?? t.match(NERVES_AFTER);
  // "nervous about it": what "it" is the rest of the plan knows better.
  if (!m || /^(?:it|this|that|them|everything|all of it|all this)$/i.test(m[1]!.trim())) return "";
  return m[1]!.split(/\s+/).length <= 9 ? reflect(m[1]!.trim()) : "";
}
const NERVES_AFTER =
  /(?:^|[.!?]\s+)(?:i'm|im|i am|i've got|i have)\s+((?:[a-z'-]+\s+){1,7}?[a-z'-]+),?\s+and\s+(?:i'm|im|i am)\s+(?:so\s+|kinda\s+|a bit\s+|totally\s+|low key\s+)?(?:nervous|anxious|panick?ing|freaking out|stressing|terrified|scared)\s*[.!]*\s*$/i;

/** "she's scared of the fridge": someone else's fear (a pet's, a child's), and of what. */
const THEIR_FEAR =
  /\b(she|he|they|it)(?:'s| is| are|'re) (?:so |really |a bit |kinda |kind of |super |terrified and )*(?:scared|afraid|terrified|frightened|spooked) (?:of|by) ((?:the |a |an |her |his |their |my |our )?[a-z' -]+?)(?=\s*(?:[.!?,]|\blol\b|\bhaha\b|$))/i;

/** Someone else's fear met as theirs: "Aww, poor Pretzel! Scared of the fridge?" */
function theirFearPlan(ctx: Ctx, vals: Vals): Plan | null {
  const t = ctx.message.replace(/[’‘]/g, "'");
  const m = t.match(THEIR_FEAR);
  if (!m) return null;
  const them = objectPronoun(m[1]!)!;
  const name = t.match(/\b(?:name is|called|named)\s+([A-Z][a-z]+)/)?.[1];
  const lines = fillAll(WORDS.talk.theirFear, { ...vals, name: name ?? "thing", them, thing: m[2]!.trim() });
  return lines.length ? { ...basePlan(lines), followChance: 1, weaveChance: 1 } : null;
}

/** Lines for a feeling, led by the user's own words and what it is about. */
export function feelingPlan(ctx: Ctx, feeling: keyof typeof T.FEELINGS, vals: Vals): Plan {
  const theirs = theirFearPlan(ctx, vals);
  if (theirs) return theirs;
  const entry = T.FEELINGS[feeling];
  // Nerves about something named are met as nerves about it, not with "sorry about".
  const nerves = nervesAbout(ctx.message);
  if (nerves) {
    const p = basePlan(
      fillAll(WORDS.talk.nerves, { ...vals, about: nerves }),
      fillAll(entry.followUps ?? [], vals),
    );
    return { ...p, followChance: 2, weaveChance: 1 };
  }
  // "im getting kinda spooked": fear named as fear, and what the card's world offers against it.
  const fear = fearLines(ctx, vals, WORDS.talkCard.fear.plain);
  if (fear) return { ...basePlan(withComfort(ctx, fear, vals)), followChance: 2, weaveChance: 1 };
  // "ok i feel a bit calmer now": glad of it; "sad you'll leave": missed too.
  if (feeling === "happy" && CALMER.test(ctx.message.toLowerCase()))
    return { ...basePlan(fillAll(WORDS.talk.calmer, vals)), followChance: 1, weaveChance: 1 };
  if (feeling === "sad" && MISSES_BOT.test(ctx.message.toLowerCase()))
    return { ...basePlan(fillAll(WORDS.talk.missed, vals)), followChance: 1, weaveChance: 1 };
  // "ok did it. a bit better": what they tried helped.
  if (feeling === "happy" && /\bbetter\b|\b(?:helped|worked)\b/i.test(ctx.message))
    return { ...basePlan(fillAll(WORDS.talk.better, vals)), followChance: 2, weaveChance: 1 };
  const own = ownWords(ctx.message);
  const about = ctx.topic && !ctx.topic.activity ? ctx.topic.phrase : ctx.topic?.head;
  const lead: string[] = [];
  const both = own && about && !own.toLowerCase().includes(about.toLowerCase());
  if (both && HEAVY.has(feeling))
    lead.push(
      `${capitalize(own)}? I'm so sorry about ${about}.`,
      `${capitalize(own)}, and ${about} on top of it? That's a lot.`,
    );
  else if (own && HEAVY.has(feeling)) {
    // "I'm kinda stressed about work actually": care for the state, in plain words, not an echo.
    const state = own
      .split(/\s*[.!?]+\s/)[0]!
      .replace(FILLER, " ")
      .replace(/\s+/g, " ")
      .trim();
    const shape = /^(?:\W*\w+\W+){0,2}?i(?:'m| am| feel)\b/i.test(ctx.message) ? "state" : "plain";
    lead.push(...fillAll(WORDS.life.heavy[shape], { ...vals, own: state }));
  } else if (own)
    lead.push(`${capitalize(own)}? I hear you.`, `${capitalize(own)}... that sounds like a lot.`);
  const shift = ctx.message.match(/\b(\d+[- ]hour\s+)?((?:night |double |long |late |early )?shift)\b/i);
  if (feeling === "tired" && shift) {
    const what = `${shift[1] ? `${shift[1].replace(/\s+$/, "").replace(" ", "-")} ` : ""}${shift[2]!.toLowerCase()}`;
    lead.push(
      `A ${what}? You must be running on fumes. Sit down and let the rest of the day be easy.`,
      `After a ${what}, you've earned a proper rest. How are you holding up?`,
      `A whole ${what}. No wonder you're wiped; put your feet up for a bit.`,
    );
  } else if (about && HEAVY.has(feeling) && !both && feeling !== "tired")
    lead.push(`I'm sorry about ${about}. That would get to anyone.`);
  if (about && feeling === "happy") lead.push(`${capitalize(about)}? That's wonderful!`);
  // A heavy feeling gets the comfort of the card's world too: a grandmother's cup of tea.
  const said = [...lead, ...fillAll(entry.lines, vals)];
  const p = basePlan(
    HEAVY.has(feeling) ? withComfort(ctx, said, vals) : said,
    fillAll(entry.followUps ?? [], vals),
  );
  // Lines in the user's own words come first.
  p.ordered = lead.length > 0;
  if (HEAVY.has(feeling)) {
    p.extras = fillAll(T.COMFORT[ctx.voice.tone], vals);
    p.extraChance = 6;
    p.weaveChance = ctx.voice.tone === "coach" ? 5 : 2;
  }
  p.followChance = 6;
  return p;
}

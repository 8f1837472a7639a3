// Small talk in the card's own voice: fear named as fear, with the role the member asks about
// ("is that normal for a first officer?"), and the comfort the card's world has to offer (a cup of
// tea from a grandmother, the bridge from a captain, a promise from a ghost), found by the card's
// words (words/talk-card.json), added to the care a heavy feeling gets.
import type { Ctx } from "./context";
import { fillAll, type Vals } from "./plan";
import { seededRandom } from "./random";
import { MAX_USES } from "./variety";
import { WORDS } from "./words";

const W = WORDS.talkCard;
const FEAR =
  /\b(?:scared|afraid|frightened|terrified|spooked|spooky|creeped out|freaked out|creeps me out|creeping me out|fear)\b/i;
/** "is that normal for a first officer", "normal for a new nurse?": the role the member is in. */
const ROLE =
  /\b(?:normal|okay|ok|common|usual)\s+(?:for|as)\s+(?:a|an)\s+((?:[a-z-]+\s+){0,2}[a-z-]+?)\s*(?:[?.!,]|$|\s+(?:to|when|on|in|lol|haha|tbh|right)\b)/i;

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The comfort of the card's world, by its words; none when the card names no such thing. */
export function cardComfort(ctx: Ctx, vals: Vals): string[] {
  // The world the card says most about: a captain's card may name a ghost ship once.
  let found: (typeof W.comforts)[number] | undefined;
  let most = 0;
  for (const c of W.comforts) {
    const n = c.card.reduce(
      (sum, w) => sum + (ctx.cardText.match(new RegExp(`\\b${escape(w)}`, "gi"))?.length ?? 0),
      0,
    );
    if (n > most) [found, most] = [c, n];
  }
  return found ? fillAll(found.lines, vals) : [];
}

/** Each line followed by one of the card's comforts (in turn), when it has any. */
export function withComfort(ctx: Ctx, lines: string[], vals: Vals): string[] {
  // A comfort offered in the last ten replies, or worn out in this chat, is not offered again.
  const fresh = cardComfort(ctx, vals).filter(
    (line) => ctx.lately.stale(line) === 0 && ctx.usage.worst(line) < MAX_USES,
  );
  const comfort = seededRandom(`${ctx.seed}:comfort`).rotate(fresh);
  return comfort.length ? lines.map((line, k) => `${line} ${comfort[k % comfort.length]}`) : lines;
}

/**
 * Fear said as fear ("im getting kinda spooked"), with the role asked about ("normal for a cadet?")
 * or else the `plain` lines; null for other feelings.
 */
export function fearLines(ctx: Ctx, vals: Vals, plain: readonly string[]): string[] | null {
  if (!FEAR.test(ctx.message)) return null;
  const role = ctx.message.replace(/[’‘]/g, "'").match(ROLE)?.[1]?.toLowerCase();
  return role ? fillAll(W.fear.role, { ...vals, role }) : fillAll([...plain], vals);
}

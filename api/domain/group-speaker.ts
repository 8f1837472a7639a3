// Who answers in a group chat. A character the member picked ("Let {name} answer") answers; else
// the one the message names (an @mention first, then a name as written); else the one whose card
// best fits what the message is about; else the next in turn after the last speaker. Among
// characters the message addresses equally, none speaks three times in a row while another could.
// Pure: the caller reads the participants and the recent speakers.

export interface Candidate {
  id: number;
  name: string;
  /** Turn order in the chat (conversation_participants.position). */
  position: number;
  /** What the character is about, lowercased: description, personality, scenario, tags, category. */
  about: string;
}

export interface SpeakerChoice {
  /** Participants in turn order. */
  participants: readonly Candidate[];
  /** The member's message; "" for "Continue". */
  message: string;
  /** The speakers of the chat's latest lines, newest first. */
  recent: readonly number[];
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Words of a name that are a title, not what anyone is called by alone. */
const TITLES = new Set(
  "sir dame lady lord captain coach detective professor doctor dr mr mrs ms miss nana the unit".split(" "),
);

/** The names a member calls a character by: the full name, and each of its words but titles. */
function callNames(name: string): string[] {
  const full = name.trim();
  const words = full.split(/\s+/).filter((w) => !TITLES.has(w.toLowerCase()));
  return [...new Set([full, ...words])].filter((n) => n.length > 1);
}

/** Where in the message the character is named, or -1; an @mention counts before any bare name. */
function mentionAt(message: string, candidate: Candidate): { at: number; tagged: boolean } | null {
  let best: { at: number; tagged: boolean } | null = null;
  for (const n of callNames(candidate.name)) {
    const tagged = new RegExp(`@${escapeRe(n)}(?![\\p{L}\\p{N}])`, "iu").exec(message);
    if (tagged && (!best || !best.tagged || tagged.index < best.at))
      best = { at: tagged.index, tagged: true };
    // A bare name as written (capitalised), so "sage advice" does not call Sage.
    const bare = new RegExp(`(?<![\\p{L}\\p{N}@])${escapeRe(n)}(?![\\p{L}\\p{N}])`, "u").exec(message);
    if (bare && !best) best = { at: bare.index, tagged: false };
    else if (bare && !best!.tagged && bare.index < best!.at) best = { at: bare.index, tagged: false };
  }
  return best;
}

/** The character the message names, if any: the first @mention, else the first name written. */
export function namedIn(message: string, participants: readonly Candidate[]): Candidate | null {
  let found: { candidate: Candidate; at: number; tagged: boolean } | null = null;
  for (const candidate of participants) {
    const m = mentionAt(message, candidate);
    if (!m) continue;
    const better = !found || (m.tagged && !found.tagged) || (m.tagged === found.tagged && m.at < found.at);
    if (better) found = { candidate, ...m };
  }
  return found?.candidate ?? null;
}

const STOP_WORDS = new Set(
  "about after again also because been before being could does doing from have having here into just know like make more most much only other over really should some such than that their them then there these they thing think this those through very want what when where which while will with would your you're yours".split(
    " ",
  ),
);

/** The message's words that say what it is about. */
function topicWords(message: string): string[] {
  const words = message.toLowerCase().match(/\p{L}[\p{L}'-]{3,}/gu) ?? [];
  return [...new Set(words.filter((w) => !STOP_WORDS.has(w)))];
}

/** How many of the message's topic words the character's card speaks of. */
function fit(words: readonly string[], candidate: Candidate): number {
  const name = candidate.name.toLowerCase();
  return words.filter((w) => {
    if (name.includes(w)) return false;
    const stem = w.length > 4 && w.endsWith("s") ? w.slice(0, -1) : w;
    return new RegExp(`(?<![\\p{L}])${escapeRe(stem)}`, "u").test(candidate.about);
  }).length;
}

/** The next in turn after the last speaker among `pool` (participants in turn order). */
function nextInTurn(
  pool: readonly Candidate[],
  all: readonly Candidate[],
  last: number | undefined,
): Candidate {
  const lastAt = all.find((c) => c.id === last)?.position ?? -1;
  return pool.find((c) => c.position > lastAt) ?? pool[0]!;
}

/** The speaker of the next reply when the member picked no one. */
export function chooseSpeaker({ participants, message, recent }: SpeakerChoice): Candidate {
  if (participants.length === 1) return participants[0]!;
  const named = namedIn(message, participants);
  if (named) return named;
  const words = topicWords(message);
  const scores = participants.map((c) => fit(words, c));
  const top = Math.max(...scores);
  // The characters the message addresses equally: the best fits, or everyone when none fits.
  let pool = top > 0 ? participants.filter((_, k) => scores[k] === top) : [...participants];
  const [last, before] = recent;
  if (last !== undefined && last === before && pool.length > 1) pool = pool.filter((c) => c.id !== last);
  // Turn order among them: the first after the last speaker, so each gets their turn.
  return nextInTurn(pool, participants, last);
}

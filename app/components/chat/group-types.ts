// Group chats as the page sees them: who takes part (avatars, names, voices) and who spoke each
// reply. A one-bot chat is a group of one, so every chat has participants and every reply a
// speaker; an answer without them (a chat's greeting before the first one) is the chat's own bot.
import type { ChatParticipant } from "#contract/api-types";
import { deriveVoice, type BotVoice } from "#contract/voice";

/** Who wrote a reply (GET /chats/{id}'s `speaker`, and the stream's events). */
export interface SpeakerView {
  id: number;
  name: string;
  image: string | null;
}

/** One character of the open chat, in its place in the turn order. */
export interface ParticipantView extends SpeakerView {
  /** Its creator deleted it: it stays in the chat to read, but no longer answers. */
  archived: boolean;
  /** How Listen reads its replies aloud. */
  voice: BotVoice;
}

/** The "New group chat" page. */
export const NEW_GROUP_PATH = "/dashboard/chat/new-group";

type Someone = { id: number; name: string; image: string | null; archived?: boolean };

/**
 * The chat's participants, in turn order, each with its voice; the chat's own bot (with `ownVoice`,
 * from its card) when the answer lists none.
 */
export function participantsOf(
  detail: { bot: Someone; participants?: Array<Someone | ChatParticipant> },
  ownVoice?: BotVoice,
): ParticipantView[] {
  const list = detail.participants?.length ? detail.participants : [detail.bot];
  return list.map((p) => ({
    id: p.id,
    name: p.name,
    image: p.image,
    archived: Boolean(p.archived),
    voice:
      (p as { voice?: BotVoice }).voice ??
      (p.id === detail.bot.id ? ownVoice : undefined) ??
      deriveVoice(p.id),
  }));
}

/** A reply's speaker as the page shows it (only the fields it needs). */
export function speakerOf(row: { speaker?: SpeakerView | null }): SpeakerView | null {
  const s = row.speaker;
  return s ? { id: s.id, name: s.name, image: s.image } : null;
}

/** "Ada, Bo and Cy" ("Ada, Bo et Cy"): how a group is named where one bot's name would stand. */
export function groupName(people: readonly { name: string }[], lng = "en"): string {
  // British English joins without the serial comma, as the app always has.
  return new Intl.ListFormat(lng.startsWith("en") ? "en-GB" : lng, { type: "conjunction" }).format(
    people.map((p) => p.name),
  );
}

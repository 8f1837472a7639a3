// Who speaks in a group chat: the speaker's avatar and name over each reply, and a polite live
// region naming the character whose reply is streaming (screen readers hear who answers, once).
import { BotImage } from "../bot-image";
import type { Exchange } from "./exchanges";
import { groupName, type SpeakerView } from "./group-types";
import { useTranslation } from "react-i18next";

export function SpeakerLabel({ speaker }: { speaker: SpeakerView }) {
  return (
    <div className="flex items-center gap-2 text-sm font-semibold text-white/85" data-testid="reply-speaker">
      <BotImage
        src={speaker.image}
        name={speaker.name}
        decorative
        className="h-6 w-6 shrink-0 rounded-full text-xs"
      />
      <span className="min-w-0 truncate">{speaker.name}</span>
    </div>
  );
}

/** A group's avatars overlapping in the space of one (the Chats list); named as "Ada, Bo and Cy". */
export function GroupAvatars({ people }: { people: SpeakerView[] }) {
  const { i18n } = useTranslation();
  const shown = people.slice(0, 3);
  return (
    <span
      role="img"
      aria-label={groupName(people, i18n.language)}
      className="relative flex h-11 w-11 shrink-0"
    >
      {shown.map((p, i) => (
        <BotImage
          key={p.id}
          src={p.image}
          name={p.name}
          decorative
          className={`absolute h-7 w-7 rounded-full border-2 border-ink-900 text-xs ${SPOTS[i]}`}
        />
      ))}
    </span>
  );
}

const SPOTS = ["left-0 top-0", "right-0 top-1", "bottom-0 left-2"];

/** "{name} is answering…" while a reply streams, for assistive technology. */
export function StreamingSpeaker({ exchanges }: { exchanges: Exchange[] }) {
  const answering = exchanges.find((x) => x.live && x.typing && x.speaker);
  const { t } = useTranslation("chat");
  return (
    <p role="status" aria-live="polite" className="sr-only" data-testid="streaming-speaker">
      {answering?.speaker ? t("group.answering", { name: answering.speaker.name }) : ""}
    </p>
  );
}

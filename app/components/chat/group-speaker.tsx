// Who speaks in a group chat: the speaker's avatar and name over each reply, and a polite live
// region naming the character whose reply is streaming (screen readers hear who answers, once).
import { BotImage } from "../bot-image";
import type { Exchange } from "./exchanges";
import type { SpeakerView } from "./group-types";

export function SpeakerLabel({ speaker }: { speaker: SpeakerView }) {
  return (
    <div className="flex items-center gap-2 text-sm font-semibold text-white/85" data-testid="reply-speaker">
      <BotImage src={speaker.image} name="" className="h-6 w-6 shrink-0 rounded-full text-xs" />
      <span className="min-w-0 truncate">{speaker.name}</span>
    </div>
  );
}

/** "{name} is answering…" while a reply streams, for assistive technology. */
export function StreamingSpeaker({ exchanges }: { exchanges: Exchange[] }) {
  const answering = exchanges.find((x) => x.live && x.typing && x.speaker);
  return (
    <p role="status" aria-live="polite" className="sr-only" data-testid="streaming-speaker">
      {answering?.speaker ? `${answering.speaker.name} is answering…` : ""}
    </p>
  );
}

// "Listen" under a bot reply: reads the reply's text aloud in the bot's voice; Stop while
// it speaks. Not offered without JavaScript or where the browser cannot speak.
import type { BotVoice } from "#contract/voice";
import { plainText, speak, stopSpeaking, useCanSpeak, useSpeaking } from "~/utils/speech";
import { Icon } from "../icon";
import { useTranslation } from "react-i18next";

export interface ReplyVoice {
  botId: number;
  voice: BotVoice;
}

export function ListenButton({
  speechKey,
  html,
  text,
  voice,
}: {
  /** Which reply this is (the exchange's key): one reply speaks at a time. */
  speechKey: string;
  html: string | null;
  text: string;
  voice: ReplyVoice;
}) {
  const { t } = useTranslation("chat");
  const canSpeak = useCanSpeak();
  const speaking = useSpeaking() === speechKey;
  if (!canSpeak) return null;
  return (
    <button
      type="button"
      onClick={() =>
        speaking ? stopSpeaking() : speak(speechKey, html ? plainText(html) : text, voice.voice, voice.botId)
      }
      // The name says what a press does (Listen, then Stop), so it is not also a pressed toggle.
      className={`inline-flex h-8 items-center gap-1.5 self-start rounded-full px-2.5 text-xs font-semibold hover:bg-white/10 hover:text-white ${
        speaking ? "bg-brand-600/30 text-white" : "text-white/70"
      }`}
      data-testid="listen"
    >
      <Icon className="h-4 w-4">
        {speaking ? (
          <rect x="7" y="7" width="10" height="10" rx="1" />
        ) : (
          <path d="M11 5 6 9H3v6h3l5 4V5Zm4.5 3.5a5 5 0 0 1 0 7M18.4 6a9 9 0 0 1 0 12" />
        )}
      </Icon>
      {speaking ? t("controls.stop") : t("controls.listen")}
    </button>
  );
}

// The group's answer buttons, part of the send form (so they post without JavaScript): "Let {name}
// answer" picks who replies to the typed message (or, with the box empty, who speaks next), and
// "Continue" lets the next character speak without a new message. groupChoiceOf reads the choice
// from the posted form, the same way in the browser and in the route's action.
import type { SpeakerView } from "./group-types";
import { useTranslation } from "react-i18next";

export interface GroupChoice {
  /** No new message: one more reply. */
  proceed: boolean;
  /** The picked character; undefined: the server chooses (named, best suited, next in turn). */
  speakerId?: number;
}

/** What the posted form asks for; null for a plain send. An empty box with a picked speaker continues. */
export function groupChoiceOf(form: FormData): GroupChoice | null {
  const picked = Number(form.get("speaker_id"));
  const speakerId = Number.isInteger(picked) && picked > 0 ? picked : undefined;
  const proceed = form.get("continue") !== null;
  if (!proceed && speakerId === undefined) return null;
  const typed = String(form.get("message") ?? "").trim();
  return { proceed: proceed || !typed, speakerId };
}

export function GroupAnswerButtons({ speakers, disabled }: { speakers: SpeakerView[]; disabled: boolean }) {
  const { t } = useTranslation("chat");
  return (
    <div
      className="mt-2 flex flex-wrap gap-2"
      role="group"
      aria-label={t("group.whoAnswers")}
      data-testid="group-answer"
    >
      {speakers.map((s) => (
        <button
          key={s.id}
          type="submit"
          name="speaker_id"
          value={s.id}
          // An empty box is fine: the picked character speaks next.
          formNoValidate
          disabled={disabled}
          className="btn-ghost min-h-11 max-w-full truncate px-3 py-1.5 text-sm"
        >
          {t("group.letAnswer", { name: s.name })}
        </button>
      ))}
      <button
        type="submit"
        name="continue"
        value="1"
        formNoValidate
        disabled={disabled}
        className="btn-ghost min-h-11 px-3 py-1.5 text-sm"
      >
        {t("group.continue")}
      </button>
    </div>
  );
}

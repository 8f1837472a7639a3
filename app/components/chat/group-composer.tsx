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
  const button = "btn-ghost min-h-11 shrink-0 whitespace-nowrap px-3 py-1.5 text-sm";
  return (
    // One row on a phone (it scrolls within itself, the page never sideways); Continue comes first.
    <div
      className="-mx-1 mt-2 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible"
      role="group"
      aria-label={t("group.whoAnswers")}
      data-testid="group-answer"
    >
      <button type="submit" name="continue" value="1" formNoValidate disabled={disabled} className={button}>
        {t("group.continue")}
      </button>
      {speakers.map((s) => (
        <button
          key={s.id}
          type="submit"
          name="speaker_id"
          value={s.id}
          // An empty box is fine: the picked character speaks next.
          formNoValidate
          disabled={disabled}
          className={button}
        >
          {t("group.letAnswer", { name: s.name })}
        </button>
      ))}
    </div>
  );
}

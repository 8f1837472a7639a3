// The characters of the open chat: avatars and names in turn order, each with "Remove" while more
// than one is left, and "Add a character" (up to the group's limit). Plain forms posted to the chat
// page's action, so they work without JavaScript; a refusal (access rules) comes back as a toast.
import { Form, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { BotImage } from "../bot-image";
import { GROUP_MAX } from "#contract/group-chats";
import type { ParticipantView, SpeakerView } from "./group-types";
import { useTranslation } from "react-i18next";

export function GroupParticipants({
  action,
  participants,
  candidates,
  readOnly,
}: {
  /** The chat page's URL (the forms' target). */
  action: string;
  participants: ParticipantView[];
  /** Characters the member may add (not in the chat yet). */
  candidates: SpeakerView[];
  readOnly: boolean;
}) {
  const { t } = useTranslation("chat");
  const selectId = useId();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction?.startsWith(action);
  const group = participants.length > 1;
  const canAdd = !readOnly && participants.length < GROUP_MAX && candidates.length > 0;
  if (!group && !canAdd) return null;
  return (
    // A short window (a phone with its keyboard open) keeps its height for the conversation and the
    // composer: the row steps aside until the keyboard closes.
    <section
      aria-label={t("group.participants")}
      className="flex flex-wrap items-center gap-2 border-b border-white/10 px-3 py-2 sm:px-5 [@media(max-height:560px)]:hidden"
      data-testid="group-participants"
    >
      {group ? (
        // One row on a phone (scrolling within itself), so the conversation keeps the screen.
        <ul className="-mx-1 flex min-w-0 max-w-full gap-2 overflow-x-auto px-1 sm:flex-wrap sm:overflow-visible">
          {participants.map((p) => (
            <li
              key={p.id}
              className="flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full bg-white/5 py-1 pl-1 pr-2 text-sm"
              data-testid="participant"
            >
              <BotImage
                src={p.image}
                name={p.name}
                decorative
                className="h-7 w-7 shrink-0 rounded-full text-xs"
              />
              <span>{p.name}</span>
              {!readOnly ? (
                <Form method="post" action={action} className="contents">
                  <input type="hidden" name="intent" value="remove-participant" />
                  <input type="hidden" name="bot_id" value={p.id} />
                  <button
                    type="submit"
                    disabled={pending}
                    aria-label={t("group.remove", { name: p.name })}
                    className="-my-1 ml-0.5 flex h-8 w-8 items-center justify-center rounded-full text-white/70 hover:bg-white/10 hover:text-white"
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {canAdd ? (
        <details className="min-w-0">
          <summary className="cursor-pointer rounded-full px-2 py-1.5 text-sm text-brand-300 hover:bg-white/5">
            {t("group.add")}
          </summary>
          <Form method="post" action={action} className="mt-2 flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="add-participant" />
            <div className="min-w-0">
              <label htmlFor={selectId} className="mb-1 block text-xs text-white/75">
                {t("group.character")}
              </label>
              <select id={selectId} name="bot_id" required className="input max-w-full py-2">
                {candidates.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" disabled={pending} className="btn-primary min-h-11">
              {t("group.addToChat")}
            </button>
          </Form>
        </details>
      ) : null}
    </section>
  );
}

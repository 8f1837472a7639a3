// The Memory page's parts: the pause switch for automatic memory, the add form, the list with edit
// and delete, and the running summary of the latest chat. Plain forms throughout, so everything works
// without JavaScript; with it the switch saves as soon as it is flipped.
import { Form, Link } from "@remix-run/react";
import type { Memory } from "#contract/api-types";
import { MEMORY_TEXT_MAX } from "#contract/chat-schemas";
import { useHydrated } from "~/utils/hydrated";
import { stepUrl } from "./chat-controls";
import { MessageTime } from "./message-time";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";

export interface MemoryReply {
  id: number | null;
  text: string;
  error: string;
}

export function PauseSwitch({
  action,
  paused,
  botName,
}: {
  action: string;
  paused: boolean;
  botName: string;
}) {
  const hydrated = useHydrated();
  const { t } = useTranslation("chat");
  return (
    <Form method="post" action={action} className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="pause" />
      <label className="flex cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          name="paused"
          value="true"
          role="switch"
          defaultChecked={paused}
          aria-describedby="pause-hint"
          onChange={(e) => e.currentTarget.form?.requestSubmit()}
          className="h-5 w-5 accent-brand-500"
        />
        <span className="font-medium">{t("memory.pause")}</span>
      </label>
      {/* Unchecked boxes send nothing: this says "not paused" then. */}
      <input type="hidden" name="paused" value="false" />
      {hydrated ? null : (
        <button type="submit" className="btn-ghost px-4 py-1.5 text-xs">
          {t("memory.save")}
        </button>
      )}
      <p id="pause-hint" className="w-full text-sm text-white/65">
        {t("memory.pauseHint", { name: botName })}
      </p>
    </Form>
  );
}

function MemoryTextField({
  id,
  label,
  defaultValue,
  error,
}: {
  id: string;
  label: string;
  defaultValue: string;
  error: string | null;
}) {
  const m = useMessages();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-white/85">
        {label}
      </label>
      <textarea
        id={id}
        name="text"
        required
        rows={2}
        maxLength={MEMORY_TEXT_MAX}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="input resize-y"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="field-error">
          {m(error)}
        </p>
      ) : null}
    </div>
  );
}

export function AddMemoryForm({
  action,
  botName,
  reply,
  full,
}: {
  action: string;
  botName: string;
  reply: MemoryReply | null;
  full: boolean;
}) {
  const { t } = useTranslation("chat");
  return (
    <Form method="post" action={action} className="space-y-3" key={reply ? "refused" : "fresh"}>
      <input type="hidden" name="intent" value="add" />
      <MemoryTextField
        id="memory-new"
        label={t("memory.addLabel", { name: botName })}
        defaultValue={reply?.text ?? ""}
        error={reply?.error ?? null}
      />
      <p className="text-xs text-white/60">{t("memory.addHint", { max: MEMORY_TEXT_MAX })}</p>
      <button type="submit" className="btn-primary px-6" disabled={full}>
        {t("memory.add")}
      </button>
    </Form>
  );
}

export function MemoryItem({
  memory,
  action,
  editing,
  reply,
}: {
  memory: Memory;
  action: string;
  editing: boolean;
  reply: MemoryReply | null;
}) {
  const { t } = useTranslation("chat");
  const fieldId = `memory-${memory.id}`;
  if (editing) {
    return (
      <li className="rounded-xl border border-brand-400/40 bg-ink-800/60 p-3" data-testid="memory-item">
        <Form method="post" action={stepUrl(action, "edit", memory.id)} className="space-y-3">
          <input type="hidden" name="intent" value="edit" />
          <input type="hidden" name="memory_id" value={memory.id} />
          <MemoryTextField
            id={fieldId}
            label={t("memory.editLabel")}
            defaultValue={reply?.text ?? memory.text}
            error={reply?.error ?? null}
          />
          <div className="flex justify-end gap-2">
            <Link to={action} className="btn-ghost px-4 py-2">
              {t("steps.cancel")}
            </Link>
            <button type="submit" className="btn-primary px-4 py-2">
              {t("memory.saveMemory")}
            </button>
          </div>
        </Form>
      </li>
    );
  }
  return (
    <li
      className="flex flex-wrap items-start gap-3 rounded-xl border border-white/10 bg-ink-800/60 p-3"
      data-testid="memory-item"
    >
      <div className="min-w-0 flex-1">
        <p className="whitespace-pre-wrap break-words" data-testid="memory-text">
          {memory.text}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-white/60">
          <span className="rounded-full border border-white/20 px-2 py-0.5">
            {t(memory.source === "user" ? "memory.byYou" : "memory.fromChats")}
          </span>
          <MessageTime iso={memory.updated_at ?? memory.created_at} />
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <Link
          to={stepUrl(action, "edit", memory.id)}
          className="rounded-full px-3 py-1.5 text-sm hover:bg-white/10"
          aria-label={t("memory.editItem", { text: memory.text })}
        >
          {t("memory.edit")}
        </Link>
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="memory_id" value={memory.id} />
          <button
            type="submit"
            className="rounded-full px-3 py-1.5 text-sm text-red-200 hover:bg-red-400/10"
            aria-label={t("memory.deleteItem", { text: memory.text })}
          >
            {t("memory.delete")}
          </button>
        </Form>
      </div>
    </li>
  );
}

export function ChatSummary({ summary, botName }: { summary: string; botName: string }) {
  const { t } = useTranslation("chat");
  if (!summary) return null;
  return (
    <section aria-labelledby="summary-title" className="card p-5 sm:p-6">
      <h3 id="summary-title" className="text-lg font-bold">
        {t("memory.summaryTitle")}
      </h3>
      <p className="mt-1 text-sm text-white/65">{t("memory.summaryText", { name: botName })}</p>
      <p className="mt-3 whitespace-pre-wrap break-words text-white/90" data-testid="chat-summary">
        {summary}
      </p>
    </section>
  );
}

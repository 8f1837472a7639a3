// Report Bot (§2 "Report modal", §4 "Report", §5, §9): category, description, severity and an
// optional screenshot (drag and drop or file picker; PNG, JPEG, JPG, GIF up to 5 MB, other files
// silently ignored). With JavaScript: submit is enabled only when the three fields are set, asks
// "Sure Want to report?", then posts by fetcher. Without: the browser checks the required fields and
// the confirmation is a second step inside the same form, so the chosen file is kept.
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { REPORT_CATEGORIES, REPORT_SEVERITIES, SCREENSHOT_MAX_BYTES } from "#contract/constants";
import { COPY } from "#contract/messages";
import { chatPath } from "~/utils/chat-access";
import { useHydrated } from "~/utils/hydrated";
import { ConfirmDialog } from "../modal";

const SCREENSHOT_TYPES = ["image/png", "image/jpeg", "image/jpg", "image/gif"];
const acceptable = (file: File | undefined): file is File =>
  Boolean(file && SCREENSHOT_TYPES.includes(file.type) && file.size <= SCREENSHOT_MAX_BYTES);

export interface ReportReply {
  ok: boolean;
  errors: Record<string, string[] | undefined>;
  values: Record<string, unknown> | null;
}

function ScreenshotField() {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);

  function put(file: File | null) {
    const el = input.current;
    if (!el) return;
    const list = new DataTransfer();
    if (file) list.items.add(file);
    el.files = list.files;
    setChosen(file);
  }
  function take(files: FileList | null) {
    const file = files?.[0];
    // §5: anything else is ignored without a word; the earlier choice stays.
    put(acceptable(file) ? file : chosen);
  }
  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  }

  return (
    <div>
      <span id="report-screenshot-label" className="mb-1 block text-sm font-medium">
        Screenshot (optional)
      </span>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="screenshot-drop"
        className={`relative rounded-xl border-2 border-dashed px-4 py-6 text-center text-sm transition focus-within:border-brand-300 ${
          dragging ? "border-brand-400 bg-brand-500/10" : "border-white/20"
        }`}
      >
        <p className="text-white/80">
          {chosen ? (
            <>
              <span className="font-semibold text-white">{chosen.name}</span> ({Math.ceil(chosen.size / 1024)}{" "}
              KB)
            </>
          ) : (
            "Drag and drop an image here, or click to choose one"
          )}
        </p>
        <p className="mt-1 text-xs text-white/60">PNG, JPEG, JPG or GIF, up to 5 MB</p>
        {/* Covers the zone, so clicking opens the picker and a dropped file lands here without JS too. */}
        <input
          ref={input}
          type="file"
          name="screenshot"
          accept="image/png,image/jpeg,image/gif"
          aria-labelledby="report-screenshot-label"
          onChange={(e) => take(e.currentTarget.files)}
          className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
        />
      </div>
      {chosen ? (
        <button type="button" onClick={() => put(null)} className="mt-2 text-sm text-brand-300 underline">
          Remove screenshot
        </button>
      ) : null}
    </div>
  );
}

function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  return errors?.length ? (
    <p id={id} className="field-error">
      {errors[0]}
    </p>
  ) : null;
}

export function ReportForm({
  botId,
  chatId = null,
  reply,
  onDone,
}: {
  botId: number;
  /** The open chat, where a plain post comes back to. */
  chatId?: number | null;
  /** The action's answer to a plain form post (JavaScript off). */
  reply?: ReportReply | null;
  onDone: () => void;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ report?: ReportReply }>();
  const form = useRef<HTMLFormElement>(null);
  const answer = fetcher.data?.report ?? reply ?? null;
  const initial = (key: string) =>
    typeof answer?.values?.[key] === "string" ? String(answer.values[key]) : "";
  const [category, setCategory] = useState(initial("category"));
  const [severity, setSeverity] = useState(initial("severity"));
  const [description, setDescription] = useState(initial("description"));
  const [confirming, setConfirming] = useState(false);
  const complete = Boolean(category && severity && description.trim());
  const busy = fetcher.state !== "idle";
  const errors = answer && !answer.ok ? answer.errors : {};

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.report?.ok) return;
    form.current?.reset();
    setCategory("");
    setSeverity("");
    setDescription("");
    onDone();
  }, [fetcher.state, fetcher.data, onDone]);

  const action = `${chatPath(botId, chatId)}&report=1`;
  const invalid = (key: string) =>
    errors[key]?.length ? { "aria-invalid": true, "aria-describedby": `report-${key}-error` } : {};

  return (
    <form
      ref={form}
      method="post"
      action={action}
      encType="multipart/form-data"
      onSubmit={(event) => {
        event.preventDefault();
        if (complete && !busy) setConfirming(true);
      }}
      className="space-y-4"
    >
      <input type="hidden" name="intent" value="report" />
      <div>
        <label htmlFor="report-category" className="mb-1 block text-sm font-medium">
          Category
        </label>
        <select
          id="report-category"
          name="category"
          required
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          className="input"
          {...invalid("category")}
        >
          <option value="">Select a category</option>
          {REPORT_CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        <FieldError id="report-category-error" errors={errors.category} />
      </div>
      <div>
        <label htmlFor="report-description" className="mb-1 block text-sm font-medium">
          Description
        </label>
        <textarea
          id="report-description"
          name="description"
          required
          rows={4}
          maxLength={2000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          placeholder="What happened?"
          className="input"
          {...invalid("description")}
        />
        <FieldError id="report-description-error" errors={errors.description} />
      </div>
      <div>
        <label htmlFor="report-severity" className="mb-1 block text-sm font-medium">
          Severity
        </label>
        <select
          id="report-severity"
          name="severity"
          required
          value={severity}
          onChange={(e) => setSeverity(e.target.value)}
          className="input"
          {...invalid("severity")}
        >
          <option value="">Select a severity</option>
          {REPORT_SEVERITIES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
        <FieldError id="report-severity-error" errors={errors.severity} />
      </div>
      <ScreenshotField />
      {errors.form?.length || errors.screenshot?.length ? (
        <p role="alert" className="field-error">
          {errors.screenshot?.[0] ?? errors.form?.[0]}
        </p>
      ) : null}

      {hydrated ? (
        <button type="submit" className="btn-primary w-full" disabled={!complete || busy}>
          {busy ? "Sending..." : "Submit Report"}
        </button>
      ) : (
        <details className="rounded-xl border border-white/10 p-4">
          <summary className="btn-primary w-full cursor-pointer list-none [&::-webkit-details-marker]:hidden">
            Submit Report
          </summary>
          <p className="mt-4 text-center font-semibold">{COPY.reportConfirm}</p>
          <button type="submit" className="btn-primary mt-3 w-full">
            Yes, report
          </button>
        </details>
      )}
      {confirming ? (
        <ConfirmDialog
          title={COPY.reportConfirm}
          confirmLabel="Yes, report"
          busy={busy}
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            if (form.current)
              fetcher.submit(new FormData(form.current), {
                method: "post",
                action,
                encType: "multipart/form-data",
              });
          }}
        />
      ) : null}
    </form>
  );
}

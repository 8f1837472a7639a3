// The report's optional screenshot: drag and drop or the file picker. A file of another kind or
// over 5 MB is ignored without a word (docs/requirements/dashboard.md#report) and the earlier
// choice stays. Without JavaScript the invisible input covers the zone, so a click opens the picker
// and a dropped file lands in it.
import { useRef, useState, type DragEvent } from "react";
import { isAllowedScreenshot, SCREENSHOT_ACCEPT } from "#contract/uploads";
import { ErrorList } from "../forms";
import { useTranslation } from "react-i18next";

export function ScreenshotField({
  name,
  errorId,
  errors,
}: {
  name: string;
  errorId: string;
  errors?: string[];
}) {
  const { t } = useTranslation("chat");
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
    put(isAllowedScreenshot(file) ? file : chosen);
  }
  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  }

  return (
    <div>
      <span id="report-screenshot-label" className="mb-1 block text-sm font-medium">
        {t("report.screenshot")}
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
              <span className="font-semibold text-white">{chosen.name}</span> (
              {t("report.kb", { size: Math.ceil(chosen.size / 1024) })})
            </>
          ) : (
            t("report.drop")
          )}
        </p>
        <p className="mt-1 text-xs text-white/60">{t("report.types")}</p>
        <input
          ref={input}
          type="file"
          name={name}
          accept={SCREENSHOT_ACCEPT}
          aria-labelledby="report-screenshot-label"
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? errorId : undefined}
          onChange={(e) => take(e.currentTarget.files)}
          className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
        />
      </div>
      {chosen ? (
        <button type="button" onClick={() => put(null)} className="mt-2 text-sm text-brand-300 underline">
          {t("report.remove")}
        </button>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

import { useEffect, useState } from "react";
import { ERROR_TOAST_MS, TOAST_MS } from "#contract/toast";
import { Message } from "./message";

export interface ToastData {
  message: string;
  description?: string;
  type: "info" | "success" | "error" | "warning";
  duration?: number;
}

const TONE: Record<ToastData["type"], string> = {
  success: "border-emerald-400/40 bg-emerald-950/95",
  error: "border-red-400/50 bg-red-950/95",
  warning: "border-amber-400/50 bg-amber-950/95",
  info: "border-brand-400/40 bg-ink-800/95",
};

/**
 * Top-centre toasts (docs/requirements/site.md#toasts): 3000 ms, errors 4000 ms, announced by
 * screen readers. Two live regions are always in the page (polite for news, assertive for errors);
 * screen readers announce what is added to them, so a toast that arrived with the page itself
 * (after a redirect) is taken out and put back once the page is interactive. Without JavaScript the
 * toast simply stays visible.
 */
export function Toaster({ toast }: { toast?: ToastData | null }) {
  const [shown, setShown] = useState<ToastData | null>(toast ?? null);
  useEffect(() => {
    setShown(null);
    if (!toast) return;
    const frame = requestAnimationFrame(() => setShown(toast));
    return () => cancelAnimationFrame(frame);
  }, [toast]);
  const ms = shown ? (shown.duration ?? (shown.type === "error" ? ERROR_TOAST_MS : TOAST_MS)) : 0;
  useEffect(() => {
    if (!shown) return;
    const id = setTimeout(() => setShown(null), ms);
    return () => clearTimeout(id);
  }, [shown, ms]);

  const card = shown ? (
    <div
      data-testid="toast"
      // How long it stays, stated where tests (and curious readers) can see it without a clock.
      data-duration={ms}
      className={`pointer-events-auto max-w-md rounded-xl border px-5 py-3 text-sm text-white shadow-2xl ${TONE[shown.type]}`}
    >
      <p className="font-semibold">
        <Message text={shown.message} />
      </p>
      {shown.description ? (
        <p className="mt-1 text-white/80">
          <Message text={shown.description} />
        </p>
      ) : null}
    </div>
  ) : null;
  const urgent = shown?.type === "error";

  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-[100] flex flex-col items-center px-4">
      <div role="status" aria-live="polite" aria-atomic="true">
        {urgent ? null : card}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {urgent ? card : null}
      </div>
    </div>
  );
}

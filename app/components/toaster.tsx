import { useEffect, useState } from "react";
import { ERROR_TOAST_MS, TOAST_MS } from "#contract/constants";

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

/** Top-centre toasts (§2): 3000 ms, errors 4000 ms, announced by screen readers. */
export function Toaster({ toast }: { toast?: ToastData | null }) {
  const [shown, setShown] = useState<ToastData | null>(toast ?? null);
  useEffect(() => setShown(toast ?? null), [toast]);
  useEffect(() => {
    if (!shown) return;
    const ms = shown.duration ?? (shown.type === "error" ? ERROR_TOAST_MS : TOAST_MS);
    const id = setTimeout(() => setShown(null), ms);
    return () => clearTimeout(id);
  }, [shown]);

  return (
    <div
      aria-live={shown?.type === "error" ? "assertive" : "polite"}
      role="status"
      className="pointer-events-none fixed inset-x-0 top-4 z-[100] flex justify-center px-4"
    >
      {shown ? (
        <div
          data-testid="toast"
          className={`pointer-events-auto max-w-md rounded-xl border px-5 py-3 text-sm text-white shadow-2xl ${TONE[shown.type]}`}
        >
          <p className="font-semibold">{shown.message}</p>
          {shown.description ? <p className="mt-1 text-white/80">{shown.description}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

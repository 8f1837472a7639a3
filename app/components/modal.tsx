// The one modal of the app: a native <dialog> opened with showModal(), so the page behind is inert,
// Escape closes it, and Tab stays inside. Mount it only while open; focus returns where it came from.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Modal({
  title,
  onClose,
  children,
  role = "dialog",
  size = "sm",
  description,
  testId,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** "alertdialog" for confirmations and blocking messages. */
  role?: "dialog" | "alertdialog";
  size?: "sm" | "md" | "lg" | "xl";
  description?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation("dashboard");
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      // The dialog leaves the DOM with the component, so hand focus back ourselves.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Native modals already make the page inert; wrapping Tab keeps focus off the browser chrome too.
  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab" || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const width = { sm: "max-w-md", md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-5xl" }[size];
  return (
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      aria-modal="true"
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        closeRef.current();
      }}
      onKeyDown={trapTab}
      className={`m-auto w-[calc(100%-2rem)] ${width} rounded-2xl border border-white/10 bg-ink-900 p-0 text-white shadow-2xl backdrop:bg-black/70 backdrop:backdrop-blur-sm`}
    >
      <div className="relative max-h-[85dvh] overflow-y-auto p-6">
        <h2 id={titleId} className="pr-8 text-xl font-bold">
          {title}
        </h2>
        {description ? (
          <p id={descId} className="mt-2 text-white/80">
            {description}
          </p>
        ) : null}
        <div className="mt-4">{children}</div>
        <button
          type="button"
          onClick={() => closeRef.current()}
          className="absolute right-3 top-3 rounded-full p-2 text-white/70 hover:bg-white/10 hover:text-white"
        >
          <span aria-hidden="true">✕</span>
          <span className="sr-only">{t("modal.close")}</span>
        </button>
      </div>
    </dialog>
  );
}

/** "Are you sure?"-style question with a confirm and a cancel button. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  onConfirm,
  onClose,
  busy = false,
}: {
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation("dashboard");
  return (
    <Modal title={title} description={description} onClose={onClose} role="alertdialog">
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-ghost" onClick={onClose}>
          {t("modal.cancel")}
        </button>
        <button type="button" className="btn-primary" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

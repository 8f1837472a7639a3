// The chat page's two panes: the conversation, and the Chats and Recommended lists. On large
// screens both show; on small ones only one at a time (docs/requirements/dashboard.md#chat), the
// lists being their own screen, switched by a checkbox that CSS reads (so it works without
// JavaScript) and that, with JavaScript, is driven by real buttons.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

const TOGGLE_ID = "chat-list-toggle";

export function ChatPanel({
  kind,
  children,
}: {
  kind: "conversation" | "list";
  hasBot: boolean;
  children: ReactNode;
}) {
  // Tailwind reads class names literally, so the toggle's selector is spelled out.
  const className =
    kind === "conversation"
      ? "flex min-w-0 flex-1 flex-col group-has-[#chat-list-toggle:checked]/chat:hidden lg:flex!"
      : "hidden w-full min-h-0 flex-col bg-ink-950/40 group-has-[#chat-list-toggle:checked]/chat:flex lg:flex lg:w-80 lg:shrink-0 lg:border-l lg:border-white/10";
  return <div className={className}>{children}</div>;
}

interface ToggleProps {
  hydrated: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

function Input({ hydrated, checked, onChange }: ToggleProps) {
  const { t } = useTranslation("chat");
  return (
    <input
      id={TOGGLE_ID}
      type="checkbox"
      className="peer sr-only"
      aria-label={t("list.showChats")}
      {...(hydrated
        ? { checked, onChange: (e) => onChange(e.target.checked), tabIndex: -1, "aria-hidden": true }
        : { defaultChecked: checked })}
    />
  );
}

function Label() {
  const { t } = useTranslation("chat");
  return (
    <>
      <span className="group-has-[#chat-list-toggle:checked]/chat:hidden">{t("list.title")}</span>
      <span className="hidden group-has-[#chat-list-toggle:checked]/chat:inline">{t("list.backToChat")}</span>
    </>
  );
}

function Control({ hydrated, checked, onChange }: ToggleProps) {
  // A label is not a button: the touch-screen minimum (app/tailwind.css) is spelled out for it.
  const className = "btn-ghost shrink-0 px-3 py-1.5 text-xs lg:hidden pointer-coarse:min-h-11";
  if (hydrated) {
    return (
      <button type="button" className={className} aria-expanded={checked} onClick={() => onChange(!checked)}>
        <Label />
      </button>
    );
  }
  return (
    <label htmlFor={TOGGLE_ID} className={`${className} cursor-pointer`}>
      <Label />
    </label>
  );
}

export const MobileListToggle = { Input, Control };

// The 4-digit code entry (docs/requirements/accounts.md#otp): four boxes that auto-advance, take a
// pasted code and step back on Backspace. Before JavaScript runs (or without it) it is one numeric
// field with the same name.
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { OTP_LENGTH } from "#contract/constants";
import { useHydrated } from "~/utils/hydrated";

const digitsOf = (text: string | undefined) => (text ?? "").replace(/\D/g, "").slice(0, OTP_LENGTH);
const boxesOf = (text: string | undefined) => {
  const d = digitsOf(text);
  return Array.from({ length: OTP_LENGTH }, (_, i) => d[i] ?? "");
};

export function OtpInput({
  id,
  name,
  defaultValue,
  errorId,
  invalid,
  onCodeChange,
}: {
  id: string;
  name: string;
  defaultValue?: string;
  errorId?: string;
  invalid?: boolean;
  onCodeChange?: (code: string) => void;
}) {
  const { t } = useTranslation("auth");
  const hydrated = useHydrated();
  const [digits, setDigits] = useState(() => boxesOf(defaultValue));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const aria = { "aria-invalid": invalid || undefined, "aria-describedby": invalid ? errorId : undefined };

  if (!hydrated) {
    return (
      <input
        id={id}
        name={name}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH}
        defaultValue={digits.join("")}
        {...aria}
        className="input text-center text-2xl tracking-[0.75em]"
      />
    );
  }

  const update = (next: string[]) => {
    setDigits(next);
    onCodeChange?.(next.join(""));
  };
  const focus = (i: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, i))];
    box?.focus();
    box?.select();
  };
  // Typing, autofill and paste all land here: digits fill from box `i` onwards.
  const fillFrom = (i: number, typed: string) => {
    const incoming = digitsOf(typed);
    if (!incoming) return;
    const start = incoming.length === OTP_LENGTH ? 0 : i;
    const next = [...digits];
    for (let k = 0; k < incoming.length && start + k < OTP_LENGTH; k++) next[start + k] = incoming.charAt(k);
    update(next);
    focus(start + incoming.length);
  };

  return (
    <div className="flex justify-center gap-2 sm:gap-3" role="group" aria-labelledby={`${id}-label`}>
      <input type="hidden" name={name} value={digits.join("")} />
      {Array.from({ length: OTP_LENGTH }, (_, i) => (
        <input
          key={i}
          ref={(el) => {
            boxes.current[i] = el;
          }}
          id={i === 0 ? id : undefined}
          // The code screen exists to take this code: the first box is where the user starts typing.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={i === 0}
          inputMode="numeric"
          autoComplete={i === 0 ? "one-time-code" : "off"}
          aria-label={t("otp.digit", { index: i + 1, total: OTP_LENGTH })}
          value={digits[i]}
          {...aria}
          onFocus={(e) => e.currentTarget.select()}
          onChange={(e) => {
            const value = e.currentTarget.value;
            if (!value) return update(digits.map((d, k) => (k === i ? "" : d)));
            // A caret after the old digit gives "old+new": keep what was just typed.
            fillFrom(i, digits[i] && value.length === 2 ? value.replace(digits[i], "") || value : value);
          }}
          onPaste={(e) => {
            e.preventDefault();
            fillFrom(0, e.clipboardData.getData("text"));
          }}
          onKeyDown={(e) => {
            if (e.key === "Backspace" && !digits[i] && i > 0) {
              e.preventDefault();
              update(digits.map((d, k) => (k === i - 1 ? "" : d)));
              focus(i - 1);
            } else if (e.key === "ArrowLeft") focus(i - 1);
            else if (e.key === "ArrowRight") focus(i + 1);
          }}
          className="input h-14 w-12 px-0 text-center text-2xl font-bold sm:w-14"
        />
      ))}
    </div>
  );
}

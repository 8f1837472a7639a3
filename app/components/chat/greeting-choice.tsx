// "New chat" for a bot with alternate greetings: a disclosure listing the greetings as
// radio buttons (the usual one first and chosen), posted with the new-chat intent. A native
// details/summary, so it opens without JavaScript.
import { Form } from "@remix-run/react";
import { useId } from "react";
import { useRootData } from "~/root";
import { greetingChoices } from "~/utils/characters";
import type { ChatBotView } from "./types";
import { useTranslation } from "react-i18next";

export function GreetingChoice({
  bot,
  action,
  className,
  summaryClassName,
}: {
  bot: ChatBotView;
  /** The chat page's URL the form posts to. */
  action: string;
  className: string;
  summaryClassName: string;
}) {
  const id = useId();
  const { t } = useTranslation("chat");
  const user = useRootData()?.user?.first_name || t("greeting.you");
  const choices = greetingChoices(bot.greetings, { char: bot.name, user });
  return (
    <details className={`group/greet relative ${className}`} data-testid="greeting-choice">
      <summary className={`cursor-pointer list-none [&::-webkit-details-marker]:hidden ${summaryClassName}`}>
        <span aria-hidden="true" className="text-base leading-none">
          +
        </span>
        {t("header.newChat")}
        <span className="sr-only">{t("greeting.choose", { name: bot.name })}</span>
      </summary>
      <Form
        method="post"
        action={action}
        className="z-40 mt-2 w-full rounded-xl border border-white/10 bg-ink-800 p-3 shadow-2xl sm:absolute sm:right-0 sm:w-[22rem]"
      >
        <input type="hidden" name="intent" value="new-chat" />
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">{t("greeting.legend", { name: bot.name })}</legend>
          <div className="max-h-72 space-y-1 overflow-y-auto">
            {choices.map((choice) => (
              <div
                key={choice.index}
                className="relative flex gap-2 rounded-lg p-2 text-left hover:bg-white/5 has-[:checked]:bg-brand-600/20"
              >
                <input
                  id={`${id}-${choice.index}`}
                  type="radio"
                  name="greeting"
                  value={choice.index}
                  defaultChecked={choice.index === 0}
                  className="mt-1 accent-brand-500"
                />
                <label
                  htmlFor={`${id}-${choice.index}`}
                  className="min-w-0 cursor-pointer after:absolute after:inset-0"
                >
                  <span className="block text-xs font-semibold">{choice.label}</span>
                  <span className="line-clamp-2 block text-xs text-white/70">{choice.preview}</span>
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="btn-primary mt-3 w-full py-2 text-xs">
          {t("greeting.start")}
        </button>
      </Form>
    </details>
  );
}

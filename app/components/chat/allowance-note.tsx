// The fair-use note above the composer: quiet once 80% of the day's messages are used ("20 messages
// left today"), and at 100% the reason, the reset and the plan that has more. The composer stays: a
// member in crisis is always answered, whatever the count.
import { Link } from "@remix-run/react";
import { USAGE_COPY } from "#contract/usage-copy";
import type { AllowanceView } from "~/utils/allowance.server";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";

export function AllowanceNote({ allowance }: { allowance: AllowanceView }) {
  const { t } = useTranslation("chat");
  const m = useMessages();
  if (allowance.left > 0)
    return (
      <p
        data-testid="allowance-note"
        className="border-t border-white/10 px-4 pt-2 text-xs text-white/60 sm:px-5"
      >
        {t("allowance.reset", { left: m(USAGE_COPY.left(allowance.left)) })}
      </p>
    );
  const { better } = allowance;
  return (
    <div
      data-testid="allowance-note"
      role="status"
      className="border-t border-white/10 px-4 pt-3 text-sm text-white/80 sm:px-5"
    >
      <p className="font-medium">{m(USAGE_COPY.allowanceUsed(allowance.limit))}</p>
      {better ? (
        <p className="mt-1 text-white/70">
          <Link to="/dashboard/subscription" className="text-brand-300 underline">
            {better.name}
          </Link>{" "}
          {t("allowance.has", {
            what:
              better.daily_messages === null
                ? t("allowance.unlimited")
                : m(USAGE_COPY.perDay(better.daily_messages)).toLowerCase(),
          })}
        </p>
      ) : null}
      <p className="mt-1 text-xs text-white/60">{m(USAGE_COPY.crisisAlwaysAnswered)}</p>
    </div>
  );
}

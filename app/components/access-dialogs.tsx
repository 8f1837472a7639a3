// The two access messages of docs/requirements/dashboard.md#bot-chat-access, as real dialogs (with
// JavaScript) and as an in-page notice (the chat page's server answer, which also serves browsers
// without JavaScript). "Subscription Required" for a known bot also names the cheapest way in, read
// from the plans (the day pass for that bot).
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";
import type { Plan } from "#contract/api-types";
import { SINGLE_PASS_INTERVALS } from "#contract/constants";
import { COPY } from "#contract/messages";
import { SUBSCRIPTION_PATH, type AccessBlock } from "~/utils/chat-access";
import { useIntl } from "~/utils/intl";
import { passPath } from "~/utils/subscription";
import { Modal } from "./modal";

type BotRef = { id: number; name: string };

const CONTENT: Record<AccessBlock, { title: string; message: string }> = {
  subscription: { title: COPY.subscriptionRequiredTitle, message: COPY.subscriptionRequired },
  "single-pass": { title: COPY.accessRestrictedTitle, message: COPY.singlePassOnly },
};

function SubscribeNow({ onClick }: { onClick?: () => void }) {
  const m = useMessages();
  return (
    <Link to={SUBSCRIPTION_PATH} className="btn-primary" onClick={onClick}>
      {m(COPY.subscribeNow)}
    </Link>
  );
}

/** "The quickest way in": the cheapest plan, for this bot when it is a day or week pass. */
function CheapestWayIn({ bot, onClick }: { bot: BotRef; onClick: () => void }) {
  const { t } = useTranslation("dashboard");
  const intl = useIntl();
  // The public plan list (/pricing's loader): read only once the dialog opens.
  const plans = useFetcher<{ plans: Plan[] }>();
  const { load } = plans;
  useEffect(() => {
    load("/pricing");
  }, [load]);
  const cheapest = plans.data?.plans.reduce<Plan | null>((a, p) => (!a || p.price < a.price ? p : a), null);
  if (!cheapest) return <div className="skeleton mb-4 h-12 w-full" aria-hidden="true" />;
  const price = intl.price(cheapest.price);
  const pass = (SINGLE_PASS_INTERVALS as readonly string[]).includes(cheapest.interval);
  const interval = t(`intervals.${cheapest.interval}`, { defaultValue: cheapest.interval });
  const period = t(`access.periods.${cheapest.interval}`, { defaultValue: cheapest.interval });
  return (
    <div
      className="mb-4 rounded-xl border border-brand-400/40 bg-brand-500/10 p-3"
      data-testid="cheapest-way-in"
    >
      <p className="text-sm text-white/85">
        {pass
          ? t("access.quickestWay", { plan: cheapest.name, bot: bot.name, price, period })
          : t("access.plansStart", { price, interval })}
      </p>
      {pass ? (
        <Link to={passPath(cheapest.id, bot.id)} className="btn-primary mt-3 w-full" onClick={onClick}>
          {t("access.getPass", { plan: cheapest.name, price })}
        </Link>
      ) : null}
    </div>
  );
}

export function AccessDialog({
  reason,
  bot = null,
  onClose,
}: {
  reason: AccessBlock;
  /** The bot the user tried to open. */
  bot?: BotRef | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("dashboard");
  const m = useMessages();
  const { title, message } = CONTENT[reason];
  return (
    <Modal
      title={m(title)}
      description={m(message)}
      onClose={onClose}
      role="alertdialog"
      testId="access-dialog"
    >
      {reason === "subscription" && bot ? <CheapestWayIn bot={bot} onClick={onClose} /> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-ghost" onClick={onClose}>
          {t("access.close")}
        </button>
        <SubscribeNow onClick={onClose} />
      </div>
    </Modal>
  );
}

/** The page a blocked chat shows instead of the conversation. */
export function AccessNotice({ reason }: { reason: AccessBlock }) {
  const m = useMessages();
  const { title, message } = CONTENT[reason];
  return (
    <section
      role="alert"
      aria-labelledby="access-notice-title"
      className="card mx-auto my-10 max-w-md p-8 text-center"
    >
      <h2 id="access-notice-title" className="text-2xl font-bold">
        {m(title)}
      </h2>
      <p className="mt-3 text-white/80">{m(message)}</p>
      <div className="mt-6 flex justify-center">
        <SubscribeNow />
      </div>
    </section>
  );
}

/**
 * One access dialog per page: `open(reason, bot)` from any Chat button, `dialog` rendered once.
 * `pageBot` is the bot of a page about one bot (the chat), used when open() names none.
 */
export function useAccessDialog(pageBot: BotRef | null = null) {
  const [blocked, setBlocked] = useState<{ reason: AccessBlock; bot: BotRef | null } | null>(null);
  const dialog = blocked ? (
    <AccessDialog reason={blocked.reason} bot={blocked.bot ?? pageBot} onClose={() => setBlocked(null)} />
  ) : null;
  return {
    open: (reason: AccessBlock, bot: BotRef | null = null) => setBlocked({ reason, bot }),
    dialog,
  };
}

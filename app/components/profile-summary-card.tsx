// The profile summary card (docs/requirements/dashboard.md#profile): avatar or first letter, first
// name, email, the member badge with the plan interval and a countdown to the end of the paid
// period, and "Member since {month year}".
import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Profile, SubscriptionStatus } from "#contract/api-types";
import { COUNTDOWN_REFRESH_MS } from "#contract/constants";
import { UserAvatar } from "./user-avatar";

const memberSince = (lng: string, date: string) =>
  new Intl.DateTimeFormat(lng, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(date));

/** Whole days, hours, minutes and seconds from `now` until `end` (zero once it has passed). */
export function timeLeft(end: number, now: number) {
  let s = Math.max(0, Math.floor((end - now) / 1000));
  const days = Math.floor(s / 86_400);
  s -= days * 86_400;
  const hours = Math.floor(s / 3600);
  s -= hours * 3600;
  const minutes = Math.floor(s / 60);
  return { days, hours, minutes, seconds: s - minutes * 60 };
}

/**
 * Server-rendered from the server's clock; with JavaScript it ticks every second
 * (docs/requirements/dashboard.md#profile).
 */
function Countdown({ end, serverNow }: { end: string; serverNow: number }) {
  const { t } = useTranslation("dashboard");
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), COUNTDOWN_REFRESH_MS);
    return () => clearInterval(id);
  }, []);
  const left = timeLeft(Date.parse(end), now);
  const parts = [
    ["days", left.days, t("profile.days")],
    ["hours", left.hours, t("profile.hours")],
    ["minutes", left.minutes, t("profile.minutes")],
    ["seconds", left.seconds, t("profile.seconds")],
  ] as const;
  return (
    <div
      role="timer"
      aria-live="off"
      aria-label={t("profile.timeLeft")}
      className="mt-4 grid grid-cols-4 gap-2"
    >
      {parts.map(([unit, value, label]) => (
        <div
          key={unit}
          className="rounded-xl bg-white/5 px-2 py-3 text-center"
          data-testid={`countdown-${unit}`}
        >
          <p className="text-2xl font-extrabold tabular-nums">{String(value).padStart(2, "0")}</p>
          <p className="text-xs uppercase tracking-wide text-white/60">{label}</p>
        </div>
      ))}
    </div>
  );
}

export function ProfileSummaryCard({
  user,
  status,
  serverNow,
}: {
  user: Profile;
  status: SubscriptionStatus | null;
  serverNow: number;
}) {
  const { t, i18n } = useTranslation("dashboard");
  const sub = status?.is_subscribed ? status.subscription : null;
  const interval = sub?.matched_db_product.interval;
  return (
    <section aria-labelledby="profile-card-name" className="card overflow-hidden">
      <div className="h-24 bg-gradient-to-r from-brand-600/60 via-brand-500/30 to-accent-400/40" />
      <div className="-mt-12 px-6 pb-6">
        <div className="inline-block rounded-full ring-4 ring-ink-900">
          <UserAvatar user={user} size={96} />
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <h2 id="profile-card-name" className="text-2xl font-bold">
            {user.first_name}
          </h2>
          {sub ? (
            <span
              data-testid="member-badge"
              className="rounded-full bg-gradient-to-r from-brand-600 to-accent-400 px-3 py-1 text-xs font-bold uppercase tracking-wide"
            >
              {t("profile.member", {
                interval: t(`profile.intervals.${interval}`, { defaultValue: interval }),
              })}
            </span>
          ) : null}
        </div>
        <p className="text-white/70">{user.email}</p>
        <p className="mt-1 text-sm text-white/60">
          {t("profile.since", { date: memberSince(i18n.language, user.created_at) })}
        </p>
        {sub ? (
          <div className="mt-6">
            <p className="text-sm text-white/75">
              {sub.bot_name
                ? t("profile.renewsWith", { plan: sub.plan_name, bot: sub.bot_name })
                : t("profile.renews", { plan: sub.plan_name })}
            </p>
            <Countdown end={sub.current_period_end} serverNow={serverNow} />
          </div>
        ) : status ? (
          <p className="mt-6 text-sm text-white/75">
            {t("profile.noPlan")}{" "}
            <Link to="/dashboard/subscription" className="font-semibold text-brand-300 hover:underline">
              {t("profile.seePlans")}
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}

// Small pieces every console page shares: the heading, status filters, empty states, a one-button
// form for writes (approve, hide, mark handled), dates, and the in-console error boundary.
import {
  Form,
  isRouteErrorResponse,
  Link,
  useLocation,
  useNavigation,
  useRouteError,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "../forms";
import { useAdminFormat } from "./use-format";

export function AdminPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        {intro ? <p className="mt-1 max-w-3xl text-sm text-white/70">{intro}</p> : null}
      </div>
      {children}
    </div>
  );
}

/** Filter links (?status=…) that keep the rest of the query; the current one is marked for screen readers. */
export function FilterTabs<T extends string>({
  label,
  param = "status",
  options,
  current,
}: {
  label: string;
  param?: string;
  /** The choices; each label is a key of the `admin` catalogue. */
  options: readonly { value: T; label: string }[];
  current: T;
}) {
  const { search } = useLocation();
  const { t } = useTranslation("admin");
  const href = (value: string) => {
    const params = new URLSearchParams(search);
    params.set(param, value);
    params.delete("page");
    return `?${params}`;
  };
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {options.map((o) => (
        <Link
          key={o.value}
          to={href(o.value)}
          aria-current={o.value === current ? "page" : undefined}
          className={`rounded-full border px-4 py-1.5 text-sm font-medium transition ${
            o.value === current
              ? "border-brand-400 bg-brand-600/25 text-white"
              : "border-white/15 text-white/70 hover:text-white"
          }`}
        >
          {t(o.label)}
        </Link>
      ))}
    </nav>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="card px-6 py-10 text-center text-white/70">{children}</p>;
}

/**
 * A write that is one button (and maybe hidden fields): a plain form post with `intent`, so it
 * works without JavaScript; its own button shows the pending state.
 */
export function ActionButton({
  intent,
  fields = {},
  children,
  pendingLabel,
  tone = "ghost",
}: {
  intent: string;
  fields?: Record<string, string | number>;
  children: ReactNode;
  pendingLabel?: string;
  tone?: "ghost" | "primary" | "danger";
}) {
  const navigation = useNavigation();
  const { t } = useTranslation("admin");
  const pending =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    Object.entries(fields).every(([k, v]) => navigation.formData?.get(k) === String(v));
  const className =
    tone === "primary"
      ? "btn-primary px-4 py-2"
      : tone === "danger"
        ? "btn border border-red-400/50 px-4 py-2 text-red-200 hover:bg-red-950/60"
        : "btn-ghost px-4 py-2";
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <SubmitButton pending={pending} pendingLabel={pendingLabel ?? t("ui.saving")} className={className}>
        {children}
      </SubmitButton>
    </Form>
  );
}

/** A timestamp as "23 Nov 2026, 12:17 UTC" (the console is read by operators in many zones). */
export function When({ at }: { at: string | null | undefined }) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  if (!at) return <span className="text-white/50">—</span>;
  return <time dateTime={at}>{t("ui.utc", { date: format.dateTime(at) })}</time>;
}

export function Badge({
  tone = "neutral",
  children,
}: {
  tone?: "neutral" | "warn" | "danger" | "ok";
  children: ReactNode;
}) {
  const tones = {
    neutral: "border-white/20 bg-white/5 text-white/80",
    warn: "border-amber-400/50 bg-amber-950/60 text-amber-200",
    danger: "border-red-400/50 bg-red-950/60 text-red-200",
    ok: "border-emerald-400/50 bg-emerald-950/60 text-emerald-200",
  };
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** A child page's failure inside the console frame, so the sections stay reachable. */
export function AdminErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation("admin");
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  return (
    <div role="alert" className="card p-8 text-center">
      <h1 className="text-2xl font-bold">
        {t(missing ? "ui.error.notFound" : unavailable ? "ui.error.unavailable" : "ui.error.failed")}
      </h1>
      <p className="mt-2 text-white/70">{t(missing ? "ui.error.notFoundHint" : "ui.error.failedHint")}</p>
      <Link to="." reloadDocument className="btn-ghost mt-6">
        {t("ui.error.retry")}
      </Link>
    </div>
  );
}

// Messages per day for the last 30 days: an inline SVG bar chart (no chart library, no script), with
// the same numbers as a table for screen readers and anyone who wants the exact counts.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useAdminFormat } from "./use-format";

interface Day {
  date: string;
  count: number;
}

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 2;

export function MessagesChart({ days }: { days: Day[] }) {
  const { t } = useTranslation("admin");
  const { day: dayLabel, whole } = useAdminFormat();
  const titleId = useId();
  const descId = useId();
  const max = Math.max(1, ...days.map((d) => d.count));
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const busiest = days.reduce<Day | null>((best, d) => (!best || d.count > best.count ? d : best), null);
  const bar = days.length ? WIDTH / days.length : WIDTH;
  return (
    <figure className="card p-5">
      <figcaption id={titleId} className="font-semibold">
        {t("messagesChart.title", { count: days.length })}
      </figcaption>
      <p id={descId} className="mt-1 text-sm text-white/70">
        {t("messagesChart.total", { count: total, total: whole(total) })}
        {busiest && busiest.count > 0
          ? t("messagesChart.busiest", { day: dayLabel(busiest.date), n: whole(busiest.count) })
          : "."}
      </p>
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-4 h-40 w-full"
      >
        {days.map((d, i) => {
          const h = d.count ? Math.max(2, (d.count / max) * (HEIGHT - 4)) : 0;
          return (
            <rect
              key={d.date}
              x={i * bar + GAP / 2}
              y={HEIGHT - h}
              width={Math.max(1, bar - GAP)}
              height={h}
              rx={2}
              className="fill-brand-400"
            >
              <title>{`${dayLabel(d.date)}: ${d.count}`}</title>
            </rect>
          );
        })}
        <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-white/20" />
      </svg>
      {days.length ? (
        <div className="mt-1 flex justify-between text-xs text-white/60" aria-hidden="true">
          <span>{dayLabel(days[0]!.date)}</span>
          <span>{dayLabel(days[days.length - 1]!.date)}</span>
        </div>
      ) : null}
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer text-brand-300 underline">{t("messagesChart.showTable")}</summary>
        <table className="mt-3 w-full max-w-sm text-left">
          <caption className="sr-only">{t("messagesChart.caption")}</caption>
          <thead>
            <tr className="text-white/70">
              <th scope="col" className="py-1 font-medium">
                {t("messagesChart.day")}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t("messagesChart.messages")}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date} className="border-t border-white/10">
                <th scope="row" className="py-1 font-normal">
                  <time dateTime={d.date}>{dayLabel(d.date)}</time>
                </th>
                <td className="py-1 text-right tabular-nums">{whole(d.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

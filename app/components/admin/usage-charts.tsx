// Admin → Usage charts: plain SVG drawn on the server (no chart script reaches the browser, and
// none of this is imported by members' pages), each in a figure with its legend, the same numbers as
// a table below it and a link to download that table as CSV.
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { UsageTable } from "~/utils/usage-table";
import { useAdminFormat, type AdminFormat } from "./use-format";

const WIDTH = 640;
const HEIGHT = 180;
/**
 * Series colours, readable on the console's cards in either theme (app/tailwind.css sets them per
 * theme; told apart by the legend's labels too). Styles, not fill attributes: those take no var().
 */
const PALETTE = [1, 2, 3, 4, 5, 6].map((n) => `var(--chart-${n})`);

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least the largest value. */
function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

function Legend({ names }: { names: string[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-white/80">
      {names.map((name, i) => (
        <li key={name} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block h-2.5 w-2.5 rounded-sm"
            style={{ background: PALETTE[i % PALETTE.length] }}
          />
          {name}
        </li>
      ))}
    </ul>
  );
}

/**
 * Bars per day: `values[day][series]`, stacked (one bar per day) or grouped (the series side by
 * side). The axis shows its round top; each bar's <title> tells its exact value.
 */
export function DayBars({
  days,
  series,
  values,
  mode,
  format,
}: {
  days: string[];
  series: string[];
  values: number[][];
  mode: "stacked" | "grouped";
  format: (n: number) => string;
}) {
  const { day: dayLabel } = useAdminFormat();
  const top = niceMax(
    Math.max(
      0,
      ...values.map((v) => (mode === "stacked" ? v.reduce((a, b) => a + b, 0) : Math.max(0, ...v))),
    ),
  );
  const slot = days.length ? WIDTH / days.length : WIDTH;
  const barWidth = mode === "stacked" ? slot * 0.8 : (slot * 0.8) / Math.max(1, series.length);
  const y = (n: number) => (n / top) * (HEIGHT - 4);
  return (
    <>
      <div className="mt-3 flex justify-between text-xs text-white/60" aria-hidden="true">
        <span>{format(top)}</span>
      </div>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-44 w-full"
        aria-hidden="true"
      >
        <line x1={0} x2={WIDTH} y1={0.5} y2={0.5} className="stroke-white/10" />
        <line x1={0} x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} className="stroke-white/10" />
        {days.map((day, d) => {
          let base = HEIGHT;
          return (
            <g key={day}>
              {series.map((name, s) => {
                const value = values[d]?.[s] ?? 0;
                if (value <= 0) return null;
                const h = Math.max(1, y(value));
                const x = mode === "stacked" ? d * slot + slot * 0.1 : d * slot + slot * 0.1 + s * barWidth;
                const top = mode === "stacked" ? base - h : HEIGHT - h;
                if (mode === "stacked") base -= h;
                return (
                  <rect
                    key={name}
                    x={x}
                    y={top}
                    width={Math.max(1, barWidth - (mode === "grouped" ? 1 : 0))}
                    height={h}
                    style={{ fill: PALETTE[s % PALETTE.length] }}
                  >
                    <title>{`${dayLabel(day)}, ${name}: ${format(value)}`}</title>
                  </rect>
                );
              })}
            </g>
          );
        })}
        <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-white/30" />
      </svg>
      {days.length ? (
        <div className="mt-1 flex justify-between text-xs text-white/60" aria-hidden="true">
          <span>{dayLabel(days[0]!)}</span>
          <span>{dayLabel(days[days.length - 1]!)}</span>
        </div>
      ) : null}
      <Legend names={series} />
    </>
  );
}

/** One bar per row, left to right from zero; a negative value (a plan losing money) goes left in red. */
export function RowBars({
  rows,
  format,
}: {
  rows: { label: string; value: number }[];
  format: (n: number) => string;
}) {
  const extent = niceMax(Math.max(0, ...rows.map((r) => Math.abs(r.value))));
  const negative = rows.some((r) => r.value < 0);
  const zero = negative ? WIDTH / 2 : 0;
  const span = negative ? WIDTH / 2 : WIDTH;
  const rowHeight = 26;
  const height = Math.max(rowHeight, rows.length * rowHeight);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      className="mt-3 w-full"
      style={{ height: `${height * 0.6}px` }}
      aria-hidden="true"
    >
      {rows.map((r, i) => {
        const w = (Math.abs(r.value) / extent) * span;
        const x = r.value < 0 ? zero - w : zero;
        return (
          <g key={`${r.label}-${i}`}>
            <rect
              x={x}
              y={i * rowHeight + 4}
              width={Math.max(r.value === 0 ? 0 : 1, w)}
              height={rowHeight - 8}
              rx={3}
              style={{ fill: r.value < 0 ? "var(--chart-negative)" : PALETTE[i % PALETTE.length] }}
            >
              <title>{`${r.label}: ${format(r.value)}`}</title>
            </rect>
            <text
              x={r.value < 0 ? zero + 6 : Math.min(zero + w + 6, WIDTH - 6)}
              y={i * rowHeight + rowHeight / 2 + 4}
              textAnchor={!negative && w > WIDTH - 160 ? "end" : "start"}
              // A halo in the card's colour keeps the label readable where it runs over a bar.
              className="fill-white/85 stroke-ink-900 stroke-[4px] text-[13px] [paint-order:stroke] [stroke-linejoin:round]"
            >
              {`${r.label} · ${format(r.value)}`}
            </text>
          </g>
        );
      })}
      {negative ? <line x1={zero} x2={zero} y1={0} y2={height} className="stroke-white/30" /> : null}
    </svg>
  );
}

function cell(format: AdminFormat, value: string | number, usd: boolean | undefined) {
  if (typeof value === "string") return /^\d{4}-\d{2}-\d{2}$/.test(value) ? format.day(value) : value;
  return usd ? format.usd(value) : format.whole(value);
}

/** A chart's figure: caption, a sentence with the point of it, the chart, its table and its CSV. */
export function ChartFigure({
  table,
  summary,
  csvHref,
  children,
}: {
  table: UsageTable;
  summary: string;
  csvHref: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const titleId = useId();
  const descId = useId();
  return (
    <figure className="card p-5" aria-labelledby={titleId} data-testid={`usage-chart-${table.id}`}>
      <figcaption id={titleId} className="font-semibold">
        {table.title}
      </figcaption>
      <p id={descId} className="mt-1 text-sm text-white/70">
        {summary}
      </p>
      <div role="img" aria-labelledby={titleId} aria-describedby={descId}>
        {children}
      </div>
      <div
        className="mt-4 max-h-72 overflow-auto"
        // A region that scrolls takes the keyboard's focus, or its last rows are out of a keyboard's reach.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-labelledby={titleId}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{table.title}</caption>
          <thead>
            <tr className="text-white/70">
              {table.columns.map((c, i) => (
                <th key={c} scope="col" className={`py-1 pr-3 font-medium ${i ? "text-right" : ""}`}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              <tr key={r} className="border-t border-white/10">
                {row.map((value, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="py-1 pr-3 font-normal">
                      {cell(format, value, table.usd[i])}
                    </th>
                  ) : (
                    <td key={i} className="py-1 pr-3 text-right tabular-nums">
                      {cell(format, value, table.usd[i])}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
        {table.rows.length ? null : <p className="py-2 text-sm text-white/60">{t("usage.nothing")}</p>}
      </div>
      <p className="mt-3 text-sm">
        <a href={csvHref} download className="text-brand-300 underline" data-testid={`usage-csv-${table.id}`}>
          {t("usage.csv")}
        </a>
      </p>
    </figure>
  );
}

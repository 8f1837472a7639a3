// One table of Admin → Usage: shown under its chart, and downloaded as CSV.

/** A translate function of the `admin` catalogue (getFixedT's, narrowed to what the tables need). */
export type Translate = (key: string, options?: Record<string, string | number>) => string;

export interface UsageTable {
  id: "daily" | "revenue" | "plans" | "bots";
  title: string;
  columns: string[];
  /** Which columns hold US dollars (the others hold counts, or the row's name or day). */
  usd: boolean[];
  rows: (string | number)[][];
}

/** RFC 4180: every field quoted when it holds a comma, quote or line break; a leading = + - @ is defused. */
export function toCsv(table: UsageTable): string {
  const field = (v: string | number) => {
    let text = String(v);
    if (typeof v === "string" && /^[=+\-@]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [table.columns, ...table.rows].map((row) => row.map(field).join(",")).join("\r\n") + "\r\n";
}

// A statement drizzle cannot build (an insert whose rows come from a data-modifying CTE) runs as
// raw SQL; its rows come back as the database names its columns, and are read here the way a
// drizzle select reads them (camelCase keys, dates and json decoded by each column).
import { getTableColumns, type InferSelectModel, type Table } from "drizzle-orm";

export function tableRow<T extends Table>(table: T, raw: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

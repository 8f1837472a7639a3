// GET /admin/usage/csv?table=daily|revenue|plans|bots&from&to: one table of Admin → Usage as a CSV
// download, the same rows the page shows under its chart.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireAdmin } from "~/utils/admin.server";
import { loadUsageReport, usageRange, usageTables } from "~/utils/admin-usage.server";
import { getFixedT } from "~/utils/i18n.server";
import { toCsv } from "~/utils/usage-table";

const TableQuery = z.object({ table: z.enum(["daily", "revenue", "plans", "bots"]) });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const which = TableQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const range = usageRange(request);
  if (!which.success || !range.ok) throw new Response("Choose a table and a valid range.", { status: 400 });
  // The same headings as the page above the download, in the operator's language.
  const t = await getFixedT(request, "admin");
  const report = await loadUsageReport(request, range.from, range.to, t);
  const table = usageTables(report, t).find((t) => t.id === which.data.table)!;
  return new Response(toCsv(table), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="usage-${table.id}-${range.from}-${range.to}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

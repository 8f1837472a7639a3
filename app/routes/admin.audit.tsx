// Audit log: every operator action, newest first: who, what, on which record, the note.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminErrorBoundary, AdminPage, Empty, When } from "~/components/admin/ui";
import { Pager } from "~/components/pager";
import { endpoints } from "#contract/endpoints";
import { adminRead } from "~/utils/admin.server";
import { seoMeta } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  const page = new URL(request.url).searchParams.get("page") ?? undefined;
  return { entries: await adminRead(request, endpoints["GET /admin/audit"], { query: { page } }) };
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Audit log",
    description: "Every operator action.",
    path: "/admin/audit",
    noIndex: true,
  });

export default function AdminAudit() {
  const { entries } = useLoaderData<typeof loader>();
  return (
    <AdminPage title="Audit log" intro="Every operator action, newest first.">
      {entries.data.length ? (
        <div className="card overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Operator actions, newest first</caption>
            <thead className="text-white/60">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  When
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Operator
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Action
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Target
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Note
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.data.map((e) => (
                <tr key={e.id} className="border-t border-white/10 align-top">
                  <td className="whitespace-nowrap px-4 py-3">
                    <When at={e.created_at} />
                  </td>
                  <td className="break-all px-4 py-3">{e.admin_email}</td>
                  <td className="px-4 py-3 font-mono text-xs">{e.action}</td>
                  <td className="px-4 py-3">
                    {e.target_type} #{e.target_id}
                  </td>
                  <td className="whitespace-pre-wrap px-4 py-3 text-white/80">{e.note || "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <Empty>No operator actions yet.</Empty>
      )}
      <Pager
        page={entries.current_page}
        lastPage={entries.last_page}
        hasNext={entries.current_page < entries.last_page}
      />
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;

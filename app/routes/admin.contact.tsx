// Contact inbox: messages from the Get in touch form, open or handled; mark one handled
// once answered (by email, outside Infinite).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ADMIN_COPY, contactQuerySchema } from "#contract/admin";
import { ActionButton, AdminErrorBoundary, AdminPage, Empty, FilterTabs, When } from "~/components/admin/ui";
import { Pager } from "~/components/pager";
import { endpoints } from "#contract/endpoints";
import { adminCall, adminRead, adminWrite, backTo } from "~/utils/admin.server";
import { seoMeta } from "~/utils/seo";
import { readForm } from "~/utils/request.server";

const STATUSES = [
  { value: "open", label: "Open" },
  { value: "handled", label: "Handled" },
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { status } = contactQuerySchema.parse({ status: url.searchParams.get("status") ?? undefined });
  const page = url.searchParams.get("page") ?? undefined;
  const messages = await adminRead(request, endpoints["GET /admin/contact"], { query: { status, page } });
  return { status, messages };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const id = String(form.get("messageId") ?? "");
  if (!/^[0-9]{1,10}$/.test(id)) throw new Response("Not found", { status: 404 });
  return adminWrite(
    adminCall(request, endpoints["POST /admin/contact/:id/handled"], { params: { id }, json: {} }),
    { back: backTo(request, form), success: ADMIN_COPY.contactHandled },
  );
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Contact inbox",
    description: "Messages from the contact form.",
    path: "/admin/contact",
    noIndex: true,
  });

export default function AdminContact() {
  const { status, messages } = useLoaderData<typeof loader>();
  return (
    <AdminPage
      title="Contact inbox"
      intro="Messages from the Get in touch form. Answer by email, then mark them handled."
    >
      <FilterTabs label="Message status" options={STATUSES} current={status} />
      {messages.data.length ? (
        <ul className="space-y-3">
          {messages.data.map((m) => (
            <li key={m.id} className="card space-y-2 p-5" data-testid="contact-message">
              <p className="font-semibold">
                {m.first_name} {m.last_name}{" "}
                <a href={`mailto:${m.email}`} className="break-all font-normal text-brand-300 underline">
                  {m.email}
                </a>
              </p>
              <p className="text-xs text-white/60">
                Sent <When at={m.created_at} />
                {m.handled_at ? (
                  <>
                    {" "}
                    · handled <When at={m.handled_at} />
                  </>
                ) : null}
              </p>
              <p className="whitespace-pre-wrap text-sm">{m.message}</p>
              {m.handled_at ? null : (
                <ActionButton intent="handled" fields={{ messageId: m.id }} pendingLabel="Marking…">
                  Mark handled
                </ActionButton>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <Empty>{status === "open" ? "The inbox is empty." : "No handled messages yet."}</Empty>
      )}
      <Pager
        page={messages.current_page}
        lastPage={messages.last_page}
        hasNext={messages.current_page < messages.last_page}
      />
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;

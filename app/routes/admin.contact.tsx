// Contact inbox: messages from the Get in touch form, open or handled; mark one handled
// once answered (by email, outside Infinite).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ADMIN_COPY, contactQuerySchema } from "#contract/admin";
import { ActionButton, AdminErrorBoundary, AdminPage, Empty, FilterTabs, When } from "~/components/admin/ui";
import { Pager } from "~/components/pager";
import { endpoints } from "#contract/endpoints";
import { adminCall, adminRead, adminWrite, backTo } from "~/utils/admin.server";
import { adminMeta } from "~/utils/admin-meta";
import { adminPageMeta } from "~/utils/admin-meta.server";
import { readForm } from "~/utils/request.server";

const STATUSES = [
  { value: "open", label: "contact.open" },
  { value: "handled", label: "contact.handled" },
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { status } = contactQuerySchema.parse({ status: url.searchParams.get("status") ?? undefined });
  const page = url.searchParams.get("page") ?? undefined;
  const [messages, meta] = await Promise.all([
    adminRead(request, endpoints["GET /admin/contact"], { query: { status, page } }),
    adminPageMeta(request, "contact"),
  ]);
  return { status, messages, meta };
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

export const meta = adminMeta("/admin/contact");

export default function AdminContact() {
  const { status, messages } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <AdminPage title={t("contact.title")} intro={t("contact.intro")}>
      <FilterTabs label={t("contact.filter")} options={STATUSES} current={status} />
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
                {t("contact.sent")} <When at={m.created_at} />
                {m.handled_at ? (
                  <>
                    {" "}
                    · {t("contact.handledAt")} <When at={m.handled_at} />
                  </>
                ) : null}
              </p>
              <p className="whitespace-pre-wrap text-sm">{m.message}</p>
              {m.handled_at ? null : (
                <ActionButton
                  intent="handled"
                  fields={{ messageId: m.id }}
                  pendingLabel={t("contact.marking")}
                >
                  {t("contact.markHandled")}
                </ActionButton>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <Empty>{t(status === "open" ? "contact.emptyOpen" : "contact.emptyHandled")}</Empty>
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

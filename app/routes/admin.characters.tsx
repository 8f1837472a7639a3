// Characters: members' public characters wait here for approval; approve, or reject with
// a reason the creator sees. Other statuses through the filter.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ADMIN_COPY, charactersQuerySchema, rejectCharacterSchema } from "#contract/admin";
import { CharacterReview } from "~/components/admin/character-review";
import { AdminErrorBoundary, AdminPage, Empty, FilterTabs } from "~/components/admin/ui";
import { Pager } from "~/components/pager";
import { endpoints } from "#contract/endpoints";
import { adminCall, adminRead, adminWrite, backTo, submitAdminForm } from "~/utils/admin.server";
import { adminMeta } from "~/utils/admin-meta";
import { adminPageMeta } from "~/utils/admin-meta.server";
import { readForm } from "~/utils/request.server";

const STATUSES = [
  { value: "pending", label: "characters.waiting" },
  { value: "approved", label: "characters.approved" },
  { value: "rejected", label: "characters.rejected" },
  { value: "all", label: "characters.all" },
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { status } = charactersQuerySchema.parse({ status: url.searchParams.get("status") ?? undefined });
  const page = url.searchParams.get("page") ?? undefined;
  const [characters, meta] = await Promise.all([
    adminRead(request, endpoints["GET /admin/characters"], { query: { status, page } }),
    adminPageMeta(request, "characters"),
  ]);
  return { status, characters, meta };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const id = String(form.get("characterId") ?? "");
  if (!/^[0-9]{1,10}$/.test(id)) throw new Response("Not found", { status: 404 });
  const back = backTo(request, form);
  if (form.get("intent") === "approve") {
    return adminWrite(
      adminCall(request, endpoints["POST /admin/characters/:id/approve"], { params: { id }, json: {} }),
      { back, success: ADMIN_COPY.approved },
    );
  }
  const result = await submitAdminForm(
    request,
    form,
    rejectCharacterSchema,
    (value) =>
      adminCall(request, endpoints["POST /admin/characters/:id/reject"], { params: { id }, json: value }),
    { back, success: ADMIN_COPY.rejected },
  );
  return { characterId: Number(id), result };
}

export const meta = adminMeta("/admin/characters");

export default function AdminCharacters() {
  const { status, characters } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  return (
    <AdminPage title={t("characters.title")} intro={t("characters.intro")}>
      <FilterTabs label={t("characters.filter")} options={STATUSES} current={status} />
      {characters.data.length ? (
        <div className="space-y-4">
          {characters.data.map((c) => (
            <CharacterReview
              key={c.id}
              character={c}
              lastResult={
                reply && "characterId" in reply && reply.characterId === c.id ? reply.result : undefined
              }
            />
          ))}
        </div>
      ) : (
        <Empty>{t(status === "pending" ? "characters.emptyPending" : "characters.empty")}</Empty>
      )}
      <Pager
        page={characters.current_page}
        lastPage={characters.last_page}
        hasNext={characters.current_page < characters.last_page}
      />
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;

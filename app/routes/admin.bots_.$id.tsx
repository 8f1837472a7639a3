// One bot in the console: edit its card, replace its image, hide or unhide it.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ADMIN_COPY } from "#contract/admin";
import { BotEditor, botFormSchema, botPatchOf } from "~/components/admin/bot-editor";
import { BotImageForm } from "~/components/admin/bot-image-form";
import { BotOrigin, BotVisibilityAction } from "~/components/admin/bot-visibility";
import { AdminErrorBoundary, AdminPage } from "~/components/admin/ui";
import { endpoints } from "#contract/endpoints";
import { adminCall, adminRead, submitAdminForm } from "~/utils/admin.server";
import { uploadBotImage, visibilityAction } from "~/utils/admin-bots.server";
import { adminMeta } from "~/utils/admin-meta";
import { adminPageMeta } from "~/utils/admin-meta.server";
import { readForm } from "~/utils/request.server";

const botId = (params: { id?: string }) => {
  const id = params.id ?? "";
  if (!/^[0-9]{1,10}$/.test(id)) throw new Response("Not found", { status: 404 });
  return id;
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const bot = await adminRead(request, endpoints["GET /admin/bots/:id"], { params: { id: botId(params) } });
  return { bot, meta: await adminPageMeta(request, "bot", { name: bot.name }) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const id = botId(params);
  const back = `/admin/bots/${id}`;
  if (request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    return { image: await uploadBotImage(request, id, back) };
  }
  const form = await readForm(request);
  if (form.get("intent") !== "save") return visibilityAction(request, form);
  const result = await submitAdminForm(
    request,
    form,
    botFormSchema,
    (value) =>
      adminCall(request, endpoints["PATCH /admin/bots/:id"], { params: { id }, json: botPatchOf(value) }),
    { back, success: ADMIN_COPY.botSaved },
  );
  return { target: "save", result };
}

export const meta = adminMeta("/admin/bots");

export default function AdminBotPage() {
  const { bot } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  return (
    <AdminPage title={t("bots.edit", { name: bot.name })}>
      <p>
        <Link to="/admin/bots" className="text-sm text-brand-300 underline">
          {t("bots.allBots")}
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <BotOrigin bot={bot} full />
      </div>
      <BotVisibilityAction bot={bot} />
      <BotImageForm bot={bot} error={reply && "image" in reply ? reply.image : undefined} />
      <BotEditor
        key={bot.id}
        bot={bot}
        lastResult={reply && "target" in reply && reply.target === "save" ? reply.result : undefined}
      />
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;

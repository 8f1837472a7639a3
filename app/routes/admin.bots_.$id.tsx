// One bot in the console: edit its card, replace its image, hide or unhide it.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ADMIN_COPY } from "#contract/admin";
import { BotEditor, botFormSchema, botPatchOf } from "~/components/admin/bot-editor";
import { BotImageForm } from "~/components/admin/bot-image-form";
import { BotVisibilityAction } from "~/components/admin/bot-visibility";
import { AdminErrorBoundary, AdminPage, Badge } from "~/components/admin/ui";
import { endpoints } from "#contract/endpoints";
import { adminCall, adminRead, submitAdminForm } from "~/utils/admin.server";
import { uploadBotImage, visibilityAction } from "~/utils/admin-bots.server";
import { seoMeta } from "~/utils/seo";
import { readForm } from "~/utils/request.server";

const botId = (params: { id?: string }) => {
  const id = params.id ?? "";
  if (!/^[0-9]{1,10}$/.test(id)) throw new Response("Not found", { status: 404 });
  return id;
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  return {
    bot: await adminRead(request, endpoints["GET /admin/bots/:id"], { params: { id: botId(params) } }),
  };
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

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta({
    matches,
    title: data ? `Edit ${data.bot.name}` : "Bot",
    description: "Edit a bot.",
    path: "/admin/bots",
    noIndex: true,
  });

export default function AdminBotPage() {
  const { bot } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <AdminPage title={`Edit ${bot.name}`}>
      <p>
        <Link to="/admin/bots" className="text-sm text-brand-300 underline">
          ← All bots
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Badge>
          {bot.owner ? `by ${bot.owner.email}` : bot.archived_at ? "archived: its creator left" : "seeded"}
        </Badge>
        <Badge>{bot.visibility}</Badge>
        {bot.review_status ? <Badge>{bot.review_status}</Badge> : null}
        {bot.in_catalogue ? <Badge tone="ok">in catalogue</Badge> : <Badge>not listed</Badge>}
        {bot.hidden ? <Badge tone="danger">hidden</Badge> : null}
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

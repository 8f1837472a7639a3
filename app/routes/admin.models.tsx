// Models: the models replies come from (contract/admin-models.ts). Add one, edit it, make it the
// default, test it with one short request, delete it. Providers are configuration (AI_BASE_URL,
// AI_PROVIDERS), so the provider is chosen from what the server has. Plain forms: works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { MODEL_COPY, modelCreateSchema, type AdminModel } from "#contract/admin-models";
import { endpoints } from "#contract/endpoints";
import { ItemForm, type ItemField } from "~/components/admin/item-form";
import { Message } from "~/components/message";
import { ActionButton, AdminErrorBoundary, Badge } from "~/components/admin/ui";
import { adminCall, adminRead, adminWrite, backTo, submitAdminForm } from "~/utils/admin.server";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";
import type { ApiResult } from "~/utils/api.server";
import { getFixedT } from "~/utils/i18n.server";
import { readForm } from "~/utils/request.server";
import { adminMeta } from "~/utils/admin-meta";
import { adminPageMeta } from "~/utils/admin-meta.server";
import type { z } from "zod";

const yesNo = (yes: string, no: string) => [
  { value: "true", label: yes },
  { value: "false", label: no },
];

function fieldsFor(t: TFunction<"admin">, providers: readonly { name: string; api: string }[]): ItemField[] {
  const providerDefault = t("models.providerDefault");
  return [
    { name: "name", label: t("models.name"), hint: t("models.nameHint") },
    {
      name: "provider",
      label: t("models.provider"),
      options: providers.map((p) => ({ value: p.name, label: `${p.name} (${p.api})` })),
    },
    { name: "model", label: t("models.model"), hint: t("models.modelHint") },
    { name: "context_tokens", label: t("models.context") },
    { name: "max_output_tokens", label: t("models.replyTokens"), hint: t("models.replyTokensHint") },
    {
      name: "reasoning",
      label: t("models.reasoning"),
      options: yesNo(t("models.reasoningYes"), t("models.no")),
    },
    { name: "temperature", label: t("models.temperature"), hint: providerDefault },
    { name: "top_p", label: t("models.topP"), hint: providerDefault },
    { name: "min_p", label: t("models.minP"), hint: providerDefault },
    { name: "frequency_penalty", label: t("models.frequency"), hint: t("models.noneSent") },
    { name: "presence_penalty", label: t("models.presence"), hint: t("models.noneSent") },
    { name: "input_price_per_mtok", label: t("models.inputPrice") },
    { name: "output_price_per_mtok", label: t("models.outputPrice") },
    { name: "active", label: t("models.active"), options: yesNo(t("models.activeYes"), t("models.no")) },
  ];
}

const text = (v: number | null) => (v === null ? "" : String(v));

function defaultsOf(m: AdminModel | null, provider: string): Record<string, string> {
  if (!m)
    return { provider, context_tokens: "8192", max_output_tokens: "400", reasoning: "false", active: "true" };
  return {
    name: m.name,
    provider: m.provider,
    model: m.model,
    context_tokens: String(m.context_tokens),
    max_output_tokens: String(m.max_output_tokens),
    reasoning: String(m.reasoning),
    temperature: text(m.temperature),
    top_p: text(m.top_p),
    min_p: text(m.min_p),
    frequency_penalty: text(m.frequency_penalty),
    presence_penalty: text(m.presence_penalty),
    input_price_per_mtok: text(m.input_price_per_mtok),
    output_price_per_mtok: text(m.output_price_per_mtok),
    active: String(m.active),
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const [models, providers, meta] = await Promise.all([
    adminRead(request, endpoints["GET /admin/models"]),
    adminRead(request, endpoints["GET /admin/models/providers"]),
    adminPageMeta(request, "models"),
  ]);
  return { models, providers, meta };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("itemId") ?? "");
  const back = backTo(request, form);
  // Every field is on the form: an empty setting is null (the provider's default). Whether a model
  // is the default is its own button, so a save never changes it.
  const send = (
    call: (json: Omit<z.output<typeof modelCreateSchema>, "default">) => Promise<ApiResult<unknown>>,
  ) =>
    submitAdminForm(request, form, modelCreateSchema, ({ default: _default, ...json }) => call(json), {
      back,
      success: MODEL_COPY.saved,
    });
  if (intent === "create")
    return {
      target: "create",
      result: await send((json) => adminCall(request, endpoints["POST /admin/models"], { json })),
    };
  if (!/^[0-9]{1,10}$/.test(id)) throw new Response("Not found", { status: 404 });
  const params = { id };
  if (intent === "delete")
    return adminWrite(adminCall(request, endpoints["DELETE /admin/models/:id"], { params }), {
      back,
      success: MODEL_COPY.deleted,
    });
  const t = await getFixedT(request, "admin");
  if (intent === "default")
    return adminWrite(
      adminCall(request, endpoints["PATCH /admin/models/:id"], { params, json: { default: true } }),
      { back, success: t("models.nowDefault") },
    );
  if (intent === "test") {
    const result = await adminCall(request, endpoints["GET /admin/models/:id/test"], { params });
    if (!result.ok) throw await redirectWithError(back, result.message);
    const { ok, latency_ms, error } = result.data;
    throw ok
      ? await redirectWithSuccess(back, t("models.answered", { ms: latency_ms }))
      : await redirectWithError(back, t("models.failed", { reason: error ?? t("models.noReason") }));
  }
  return {
    target: `update-${id}`,
    result: await send((json) => adminCall(request, endpoints["PATCH /admin/models/:id"], { params, json })),
  };
}

export const meta = adminMeta("/admin/models");

export default function AdminModels() {
  const { models, providers } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const fields = fieldsFor(t, providers);
  return (
    <section aria-label={t("models.label")} className="space-y-4">
      <p className="text-sm text-white/70">{t("models.intro")}</p>
      {models.map((m) => (
        <div key={`${m.id}:${JSON.stringify(m)}`} className="space-y-2">
          <ItemForm
            itemId={m.id}
            label={t("models.form", { name: m.name })}
            schema={modelCreateSchema}
            fields={fields}
            defaults={defaultsOf(m, m.provider)}
            submitLabel={t("models.save", { name: m.name })}
            deleteLabel={m.default ? undefined : t("models.delete", { name: m.name })}
            extra={
              <div className="flex flex-wrap items-center gap-2 text-xs text-white/60">
                {m.default ? <Badge tone="ok">{t("models.default")}</Badge> : null}
                {m.active ? null : <Badge tone="warn">{t("models.inactive")}</Badge>}
                {m.provider_configured ? null : <Badge tone="warn">{t("models.notConfigured")}</Badge>}
              </div>
            }
          />
          <div className="flex flex-wrap gap-2">
            <ActionButton intent="test" fields={{ itemId: m.id }} pendingLabel={t("models.testing")}>
              {t("models.test", { name: m.name })}
            </ActionButton>
            {m.default || !m.active ? null : (
              <ActionButton intent="default" fields={{ itemId: m.id }} tone="primary">
                {t("models.makeDefault", { name: m.name })}
              </ActionButton>
            )}
          </div>
        </div>
      ))}
      {providers.length ? (
        <ItemForm
          itemId={null}
          label={t("models.add")}
          schema={modelCreateSchema}
          fields={fields}
          defaults={defaultsOf(null, providers[0]!.name)}
          submitLabel={t("models.create")}
        />
      ) : (
        <p className="card p-4 text-sm">
          <Message text={MODEL_COPY.providerUnknown([])} />
        </p>
      )}
    </section>
  );
}

export const ErrorBoundary = AdminErrorBoundary;

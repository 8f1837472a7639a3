// Models: the models replies come from (contract/admin-models.ts). Add one, edit it, make it the
// default, test it with one short request, delete it. Providers are configuration (AI_BASE_URL,
// AI_PROVIDERS), so the provider is chosen from what the server has. Plain forms: works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MODEL_COPY, modelCreateSchema, type AdminModel } from "#contract/admin-models";
import { endpoints } from "#contract/endpoints";
import { ItemForm, type ItemField } from "~/components/admin/item-form";
import { ActionButton, AdminErrorBoundary, Badge } from "~/components/admin/ui";
import { adminCall, adminRead, adminWrite, backTo, submitAdminForm } from "~/utils/admin.server";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";
import type { ApiResult } from "~/utils/api.server";
import { readForm } from "~/utils/request.server";
import { seoMeta } from "~/utils/seo";
import type { z } from "zod";

const yesNo = (yes: string, no: string) => [
  { value: "true", label: yes },
  { value: "false", label: no },
];

function fieldsFor(providers: readonly { name: string; api: string }[]): ItemField[] {
  return [
    { name: "name", label: "Name", hint: "What the console and members see." },
    {
      name: "provider",
      label: "Provider",
      options: providers.map((p) => ({ value: p.name, label: `${p.name} (${p.api})` })),
    },
    { name: "model", label: "Model at the provider", hint: "For example gpt-4o-mini." },
    { name: "context_tokens", label: "Context window (tokens)" },
    { name: "max_output_tokens", label: "Reply tokens", hint: "Kept free for the reply." },
    { name: "reasoning", label: "Reasoning model", options: yesNo("Yes: thinks first", "No") },
    { name: "temperature", label: "Temperature", hint: "Empty: the provider's default." },
    { name: "top_p", label: "Top P", hint: "Empty: the provider's default." },
    { name: "min_p", label: "Min P", hint: "Empty: the provider's default." },
    { name: "frequency_penalty", label: "Frequency penalty", hint: "Empty: none sent." },
    { name: "presence_penalty", label: "Presence penalty", hint: "Empty: none sent." },
    { name: "input_price_per_mtok", label: "Input price (US$ per million tokens)" },
    { name: "output_price_per_mtok", label: "Output price (US$ per million tokens)" },
    { name: "active", label: "Active", options: yesNo("Yes: bots may use it", "No") },
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
  const [models, providers] = await Promise.all([
    adminRead(request, endpoints["GET /admin/models"]),
    adminRead(request, endpoints["GET /admin/models/providers"]),
  ]);
  return { models, providers };
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
  if (intent === "default")
    return adminWrite(
      adminCall(request, endpoints["PATCH /admin/models/:id"], { params, json: { default: true } }),
      { back, success: "This model is now the default." },
    );
  if (intent === "test") {
    const result = await adminCall(request, endpoints["GET /admin/models/:id/test"], { params });
    if (!result.ok) throw await redirectWithError(back, result.message);
    const { ok, latency_ms, error } = result.data;
    throw ok
      ? await redirectWithSuccess(back, `The model answered in ${latency_ms} ms.`)
      : await redirectWithError(back, `The model did not answer: ${error ?? "no reason given"}`);
  }
  return {
    target: `update-${id}`,
    result: await send((json) => adminCall(request, endpoints["PATCH /admin/models/:id"], { params, json })),
  };
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Models",
    description: "The models replies come from.",
    path: "/admin/models",
    noIndex: true,
  });

export default function AdminModels() {
  const { models, providers } = useLoaderData<typeof loader>();
  const fields = fieldsFor(providers);
  return (
    <section aria-label="Models" className="space-y-4">
      <p className="text-sm text-white/70">
        Bots without a model of their own answer with the default model; with no default, the built-in offline
        engine answers. Keys stay in the server&apos;s environment.
      </p>
      {models.map((m) => (
        <div key={`${m.id}:${JSON.stringify(m)}`} className="space-y-2">
          <ItemForm
            itemId={m.id}
            label={`Model: ${m.name}`}
            schema={modelCreateSchema}
            fields={fields}
            defaults={defaultsOf(m, m.provider)}
            submitLabel={`Save ${m.name}`}
            deleteLabel={m.default ? undefined : `Delete ${m.name}`}
            extra={
              <div className="flex flex-wrap items-center gap-2 text-xs text-white/60">
                {m.default ? <Badge tone="ok">default</Badge> : null}
                {m.active ? null : <Badge tone="warn">inactive</Badge>}
                {m.provider_configured ? null : <Badge tone="warn">provider not configured</Badge>}
              </div>
            }
          />
          <div className="flex flex-wrap gap-2">
            <ActionButton intent="test" fields={{ itemId: m.id }} pendingLabel="Testing…">
              Test {m.name}
            </ActionButton>
            {m.default || !m.active ? null : (
              <ActionButton intent="default" fields={{ itemId: m.id }} tone="primary">
                Make {m.name} the default
              </ActionButton>
            )}
          </div>
        </div>
      ))}
      {providers.length ? (
        <ItemForm
          itemId={null}
          label="Add a model"
          schema={modelCreateSchema}
          fields={fields}
          defaults={defaultsOf(null, providers[0]!.name)}
          submitLabel="Add model"
        />
      ) : (
        <p className="card p-4 text-sm">{MODEL_COPY.providerUnknown([])}</p>
      )}
    </section>
  );
}

export const ErrorBoundary = AdminErrorBoundary;

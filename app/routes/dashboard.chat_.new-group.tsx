// "New group chat" (/dashboard/chat/new-group): several characters in one conversation. The member
// picks 2 to 5 characters, a title and, if they like, a scenario that sets the scene. One plain form
// (it works without JavaScript); a refusal (too few, a character they may not chat with) comes back
// next to its field with everything kept as chosen and typed. `?bot=B` starts with B ticked.
import { getCollectionProps, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { endpoints } from "#contract/endpoints";
import { GROUP_MAX, GROUP_MIN, groupCreateSchema } from "#contract/group-chats";
import { BotImage } from "~/components/bot-image";
import { ChatRouteError } from "~/components/chat/chat-error";
import {
  ErrorList,
  FormErrors,
  SubmitButton,
  TextAreaField,
  TextField,
  useIsPending,
} from "~/components/forms";
import { callApi } from "~/utils/api.server";
import { requireToken } from "~/utils/auth.server";
import { chatPath } from "~/utils/chat-access";
import { callGuarded, guard } from "~/utils/chat.server";
import { getFixedT } from "~/utils/i18n.server";
import { readForm } from "~/utils/request.server";
import { seoMeta } from "~/utils/seo";

/**
 * The API's own rules and messages; the form leaves an empty title or scenario out (Conform reads an
 * empty field as missing), and the API fills in the default title.
 */
const NewGroupSchema = groupCreateSchema.extend({
  title: groupCreateSchema.shape.title.optional(),
  scenario: groupCreateSchema.shape.scenario.optional(),
});
/** The form's fields as posted (the schema reads the ids and trims the texts). */
type NewGroupFields = { bot_ids: string[]; title: string; scenario: string };

/** How many characters the page offers (the catalogue's first page, as the chat's Recommended list). */
const OFFERED = 50;

export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireToken(request);
  const result = await guard(
    request,
    await callApi(endpoints["GET /bots"], { token, request, query: { per_page: OFFERED } }),
  );
  if (!result.ok) throw new Response(result.message, { status: result.status >= 500 ? 503 : result.status });
  const picked = Number(new URL(request.url).searchParams.get("bot"));
  const bots = result.data.data.map((b) => ({ id: b.id, name: b.name, image: b.image }));
  const t = await getFixedT(request, "chat");
  return {
    bots,
    picked: bots.some((b) => b.id === picked) ? String(picked) : null,
    meta: { title: t("newGroup.title"), description: t("newGroup.description") },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const token = await requireToken(request);
  const submission = parseWithZod(await readForm(request), { schema: NewGroupSchema });
  if (submission.status !== "success") return data({ reply: submission.reply() }, { status: 400 });
  const { bot_ids, title, scenario } = submission.value;
  const result = await callGuarded(request, token, endpoints["POST /chats"], {
    json: { bot_ids, title, scenario },
  });
  if (!result.ok) {
    // The API's word on a field of this form goes next to it; anything else above the button.
    const fieldErrors = Object.fromEntries(
      Object.entries(result.errors ?? {}).filter(([name]) => name in NewGroupSchema.shape),
    );
    const reply = Object.keys(fieldErrors).length
      ? submission.reply({ fieldErrors })
      : submission.reply({ formErrors: [result.message] });
    return data({ reply }, { status: result.status === 422 || result.status === 403 ? result.status : 400 });
  }
  return redirect(chatPath(result.data.bot?.id ?? bot_ids[0]!, result.data.id));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta({
    matches,
    ...(data?.meta ?? {
      title: "New group chat",
      description: "Start a conversation with several characters at once on Infinite.",
    }),
    path: "/dashboard/chat/new-group",
  });

export default function NewGroupChat() {
  const { bots, picked } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const pending = useIsPending();
  const { t } = useTranslation("chat");
  const [form, fields] = useForm<NewGroupFields, z.output<typeof NewGroupSchema>>({
    id: "new-group-chat",
    lastResult: actionData?.reply,
    defaultValue: { bot_ids: picked ? [picked] : [] },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NewGroupSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const botIds = fields.bot_ids;
  const choices = getCollectionProps(botIds, { type: "checkbox", options: bots.map((b) => String(b.id)) });

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <header>
        <h2 className="text-2xl font-bold">{t("newGroup.title")}</h2>
        <p className="mt-1 text-sm text-white/70">
          {t("newGroup.intro", { min: GROUP_MIN, max: GROUP_MAX })}
        </p>
      </header>
      {bots.length === 0 ? (
        <div className="card p-6 text-center" data-testid="new-group-empty">
          <p className="font-semibold">{t("newGroup.empty")}</p>
          <Link to="/dashboard/discover" className="btn-primary mt-4">
            {t("page.discover")}
          </Link>
        </div>
      ) : (
        <Form method="post" {...getFormProps(form)} className="card space-y-5 p-4 sm:p-6">
          <fieldset aria-describedby={botIds.errors ? botIds.errorId : undefined}>
            <legend className="mb-2 text-sm font-medium text-white/85">
              {t("newGroup.legend", { min: GROUP_MIN, max: GROUP_MAX })}
            </legend>
            <ul className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 sm:grid-cols-3">
              {choices.map(({ key, ...props }, index) => {
                const bot = bots[index]!;
                return (
                  <li key={key}>
                    <label
                      htmlFor={props.id}
                      className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-white/10 p-2 has-[:checked]:border-brand-400 has-[:checked]:bg-brand-600/20"
                    >
                      <input {...props} className="h-5 w-5 shrink-0 accent-brand-500" />
                      <BotImage
                        src={bot.image}
                        name={bot.name}
                        decorative
                        className="h-9 w-9 shrink-0 rounded-full text-sm"
                      />
                      <span className="min-w-0 truncate">{bot.name}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
            <ErrorList id={botIds.errorId} errors={botIds.errors} />
          </fieldset>
          <TextField meta={fields.title} label={t("newGroup.titleLabel")} hint={t("newGroup.titleHint")} />
          <TextAreaField
            meta={fields.scenario}
            label={t("newGroup.scenario")}
            rows={3}
            placeholder={t("newGroup.scenarioPlaceholder")}
            hint={t("newGroup.scenarioHint")}
          />
          <FormErrors id={form.errorId} errors={form.errors} />
          <div className="flex flex-wrap items-center gap-3">
            <SubmitButton
              pending={pending}
              pendingLabel={t("newGroup.starting")}
              className="btn-primary min-h-11 px-6"
            >
              {t("newGroup.start")}
            </SubmitButton>
            <Link to="/dashboard/chat" className="btn-ghost min-h-11">
              {t("steps.cancel")}
            </Link>
          </div>
        </Form>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation("chat");
  return (
    <ChatRouteError
      missing={{ title: t("newGroup.missingTitle"), text: t("newGroup.missingText") }}
      failed={{ title: t("newGroup.failedTitle"), text: t("newGroup.failedText") }}
      back={{ to: "/dashboard/chat", label: t("newGroup.back") }}
    />
  );
}

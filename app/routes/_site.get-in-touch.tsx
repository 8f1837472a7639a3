// Contact (docs/requirements/site.md#contact): "Get In Touch", the message form
// (docs/requirements/accounts.md#validation), social links and the call to action. A real form:
// validated on the server (and by Conform in the browser when JavaScript runs), sent through POST
// /contact-us/send. Success thanks the sender and clears the form; a failure keeps everything they
// typed.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CONTACT_HONEYPOT, contactSchema } from "#contract/contact-schema";
import { COPY } from "#contract/messages";
import { CtaBanner } from "~/components/cta-banner";
import { FormErrors, SubmitButton, TextAreaField, TextField, useIsPending } from "~/components/forms";
import { SocialLinks } from "~/components/social-icon";
import { endpoints } from "#contract/endpoints";
import { callApi } from "~/utils/api.server";
import { cacheHeaders, pageCacheHeaders, PRIVATE_CACHE } from "~/utils/cache.server";
import { getFixedT } from "~/utils/i18n.server";
import { Message } from "~/components/message";
import { seoMeta } from "~/utils/seo";
import type { loader as siteLoader } from "./_site";
import { readForm } from "~/utils/request.server";

export async function loader({ request }: LoaderFunctionArgs) {
  // The meta function cannot use hooks: the title and description come translated.
  const t = await getFixedT(request, "site");
  const meta = { title: t("contact.metaTitle"), description: t("contact.metaDescription") };
  return data({ meta }, { headers: pageCacheHeaders(request) });
}

export async function action({ request }: ActionFunctionArgs) {
  // What someone typed is never kept by a shared cache.
  const headers = { "Cache-Control": PRIVATE_CACHE };
  const submission = parseWithZod(await readForm(request), { schema: contactSchema });
  if (submission.status !== "success") {
    return data({ reply: submission.reply(), sent: false }, { status: 400, headers });
  }
  const result = await callApi(endpoints["POST /contact-us/send"], { json: submission.value, request });
  if (!result.ok) {
    const reply =
      result.status === 422 && result.errors
        ? submission.reply({ fieldErrors: result.errors })
        : submission.reply({ formErrors: [result.message] });
    return data({ reply, sent: false }, { status: result.status === 429 ? 429 : 400, headers });
  }
  return data({ reply: submission.reply({ resetForm: true }), sent: true }, { headers });
}

export const headers = cacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  seoMeta({
    matches,
    path: "/get-in-touch",
    title: data?.meta.title ?? "Get In Touch",
    description: data?.meta.description ?? "",
  });

export default function GetInTouch() {
  const actionData = useActionData<typeof action>();
  const socialLinks = useRouteLoaderData<typeof siteLoader>("routes/_site")?.socialLinks ?? [];
  const pending = useIsPending();
  const { t } = useTranslation("site");
  const [form, fields] = useForm({
    id: "contact-form",
    lastResult: actionData?.reply,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  return (
    <main id="main">
      <section className="mx-auto grid max-w-7xl gap-12 px-4 pb-8 pt-20 sm:px-6 lg:grid-cols-5 lg:pt-28">
        <div className="lg:col-span-2">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-300">
            {t("contact.eyebrow")}
          </p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{t("contact.title")}</h1>
          <p className="mt-5 text-lg text-white/85">{t("contact.intro")}</p>
          <h2 className="mt-10 text-lg font-semibold">{t("contact.followTitle")}</h2>
          <p className="mt-1 text-sm text-white/75">{t("contact.followBody")}</p>
          <div className="mt-4">
            <SocialLinks links={socialLinks} />
          </div>
        </div>

        <div className="card p-6 sm:p-8 lg:col-span-3">
          <h2 className="text-2xl font-bold">{t("contact.formTitle")}</h2>
          {actionData?.sent ? (
            <p
              role="status"
              data-testid="contact-success"
              className="mt-4 rounded-xl border border-emerald-400/40 bg-emerald-950/60 px-4 py-3 text-sm text-emerald-100"
            >
              <Message text={COPY.contactThanks} />
            </p>
          ) : null}
          <Form method="post" {...getFormProps(form)} className="relative mt-6 space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField meta={fields.first_name} label={t("contact.firstName")} autoComplete="given-name" />
              <TextField meta={fields.last_name} label={t("contact.lastName")} autoComplete="family-name" />
            </div>
            <TextField meta={fields.email} label={t("contact.email")} type="email" autoComplete="email" />
            <TextAreaField meta={fields.message} label={t("contact.message")} rows={6} />
            {/* The honeypot: hidden from people and assistive technology, filled in by bots. */}
            <div aria-hidden="true" className="absolute -left-[9999px] top-0 h-px w-px overflow-hidden">
              <label htmlFor="contact-website">{t("contact.honeypot")}</label>
              <input
                id="contact-website"
                name={CONTACT_HONEYPOT}
                type="text"
                tabIndex={-1}
                autoComplete="off"
              />
            </div>
            <FormErrors id={form.errorId} errors={form.errors} />
            <SubmitButton pending={pending} pendingLabel={t("contact.sending")}>
              {t("contact.send")}
            </SubmitButton>
          </Form>
        </div>
      </section>

      <CtaBanner title={t("contact.ctaTitle")} description={t("contact.ctaDescription")} />
    </main>
  );
}

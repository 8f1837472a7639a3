// Catalogue → Pages: pick a content page, edit its Markdown (the stored HTML passes through
// Markdown unchanged), Preview it sanitized as the site will show it, and Save. Preview is a second
// submit button (intent=preview), so it works without JavaScript and keeps what was typed.
import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  ADMIN_COPY,
  PAGE_MARKDOWN_MAX,
  pagePreviewSchema,
  pageSchema,
  type AdminPage,
  type PageInput,
} from "#contract/admin";
import { sanitizeRichText } from "#contract/sanitize";
import { AdminErrorBoundary, When } from "~/components/admin/ui";
import { ErrorList, FormErrors, SubmitButton } from "~/components/forms";
import { endpoints } from "#contract/endpoints";
import { adminCall, adminRead, submitAdminForm } from "~/utils/admin.server";
import { replyWithApiError } from "~/utils/auth-flow.server";
import { adminMeta } from "~/utils/admin-meta";
import { adminPageMeta } from "~/utils/admin-meta.server";
import { RICH_TEXT_CLASS } from "~/components/rich-text";
import { readForm } from "~/utils/request.server";

const editorUrl = (slug: string) => `/admin/catalogue/pages?slug=${encodeURIComponent(slug)}`;

export async function loader({ request }: LoaderFunctionArgs) {
  const [pages, meta] = await Promise.all([
    adminRead(request, endpoints["GET /admin/pages"]),
    adminPageMeta(request, "pages"),
  ]);
  const wanted = new URL(request.url).searchParams.get("slug");
  const page = pages.find((p) => p.slug === wanted) ?? pages[0] ?? null;
  return { pages: pages.map(({ slug, title }) => ({ slug, title })), page, meta };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const slug = String(form.get("slug") ?? "");
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) throw new Response("Not found", { status: 404 });
  if (form.get("intent") === "preview") {
    const submission = parseWithZod(form, { schema: pagePreviewSchema });
    if (submission.status !== "success") return { result: submission.reply(), preview: null };
    const result = await adminCall(request, endpoints["POST /admin/pages/preview"], {
      json: submission.value,
    });
    if (!result.ok) return { result: replyWithApiError(submission, result), preview: null };
    // Sanitized again here: the web tier does not trust an upstream it may not own (API_URL).
    return { result: submission.reply(), preview: sanitizeRichText(result.data.html) };
  }
  const result = await submitAdminForm(
    request,
    form,
    pageSchema,
    (value) => adminCall(request, endpoints["PUT /admin/pages/:slug"], { params: { slug }, json: value }),
    { back: editorUrl(slug), success: ADMIN_COPY.pageSaved },
  );
  return { result, preview: null };
}

export const meta = adminMeta("/admin/catalogue/pages");

export default function AdminPages() {
  const { pages, page } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  if (!page) return <p className="text-white/70">{t("pages.none")}</p>;
  return (
    <div className="grid gap-6 lg:grid-cols-[14rem_1fr]">
      <nav aria-label={t("pages.nav")}>
        <ul className="flex flex-wrap gap-2 lg:flex-col">
          {pages.map((p) => (
            <li key={p.slug}>
              <Link
                to={editorUrl(p.slug)}
                aria-current={p.slug === page.slug ? "page" : undefined}
                className={`block rounded-xl px-3 py-2 text-sm ${
                  p.slug === page.slug ? "bg-brand-600/25 text-white" : "text-white/75 hover:bg-white/5"
                }`}
              >
                {p.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* A fresh editor per page and per save: the saved text becomes the new starting point. */}
      <PageEditor key={`${page.slug}:${page.updated_at}`} page={page} />
    </div>
  );
}

function PageEditor({ page }: { page: AdminPage }) {
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const intent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const [form, fields] = useForm<PageInput>({
    id: `page-${page.slug}`,
    lastResult: reply?.result,
    defaultValue: { title: page.title, markdown: page.content },
    // The page's own rules for both buttons in the browser; the server checks a preview's text alone.
    onValidate: ({ formData }) => parseWithZod(formData, { schema: pageSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const { key: titleKey, ...titleProps } = getInputProps(fields.title, { type: "text" });
  const { key: mdKey, ...mdProps } = getTextareaProps(fields.markdown, { ariaDescribedBy: "markdown-hint" });
  return (
    <section aria-labelledby="page-editor" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="page-editor" className="text-xl font-bold">
          {t("pages.edit", { title: page.title })}
        </h2>
        <p className="text-sm text-white/60">
          {t("pages.lastSaved")} <When at={page.updated_at} /> ·{" "}
          <a href={`/${page.slug}`} target="_blank" rel="noreferrer" className="text-brand-300 underline">
            {t("pages.view", { slug: page.slug })}
          </a>
        </p>
      </div>
      <Form method="post" {...getFormProps(form)} className="card space-y-4 p-5">
        <input type="hidden" name="slug" value={page.slug} />
        <div>
          <label htmlFor={fields.title.id} className="mb-1.5 block text-sm font-medium">
            {t("pages.title")}
          </label>
          <input key={titleKey} {...titleProps} className="input" />
          <ErrorList id={fields.title.errorId} errors={fields.title.errors} />
        </div>
        <div>
          <label htmlFor={fields.markdown.id} className="mb-1.5 block text-sm font-medium">
            {t("pages.markdown")}
          </label>
          <p id="markdown-hint" className="mb-2 text-xs text-white/60">
            {t("pages.markdownHint")}
          </p>
          <textarea
            key={mdKey}
            {...mdProps}
            maxLength={PAGE_MARKDOWN_MAX}
            rows={18}
            className="input resize-y font-mono text-sm"
          />
          <ErrorList id={fields.markdown.errorId} errors={fields.markdown.errors} />
        </div>
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="flex flex-wrap gap-3">
          <SubmitButton
            name="intent"
            value="preview"
            pending={intent === "preview"}
            pendingLabel={t("pages.rendering")}
            className="btn-ghost px-6"
          >
            {t("pages.preview")}
          </SubmitButton>
          <SubmitButton
            name="intent"
            value="save"
            pending={intent === "save"}
            pendingLabel={t("ui.saving")}
            className="btn-primary px-8"
          >
            {t("pages.save")}
          </SubmitButton>
        </div>
      </Form>
      {reply?.preview != null ? (
        <section aria-labelledby="preview-heading" className="card p-5">
          <h3 id="preview-heading" className="text-sm font-semibold uppercase tracking-wider text-white/60">
            {t("pages.previewHeading")}
          </h3>
          <div
            data-testid="page-preview"
            className={`mt-4 ${RICH_TEXT_CLASS}`}
            dangerouslySetInnerHTML={{ __html: reply.preview }}
          />
        </section>
      ) : null}
    </section>
  );
}

export const ErrorBoundary = AdminErrorBoundary;

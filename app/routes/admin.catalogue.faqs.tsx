// Catalogue → FAQs: the home page's questions and answers; add, edit, delete.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { ADMIN_COPY, faqSchema } from "#contract/admin";
import { ListEditor, type ItemField } from "~/components/admin/item-form";
import { AdminErrorBoundary } from "~/components/admin/ui";
import { endpoints } from "#contract/endpoints";
import { adminRead } from "~/utils/admin.server";
import { listItemAction } from "~/utils/admin-catalogue.server";
import { adminMeta } from "~/utils/admin-meta";
import { adminPageMeta } from "~/utils/admin-meta.server";

const fieldsOf = (t: TFunction<"admin">): ItemField[] => [
  { name: "question", label: t("faqs.question") },
  { name: "answer", label: t("faqs.answer"), multiline: true },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [faqs, meta] = await Promise.all([
    adminRead(request, endpoints["GET /admin/faqs"]),
    adminPageMeta(request, "faqs"),
  ]);
  return { faqs, meta };
}

export const action = ({ request }: ActionFunctionArgs) =>
  listItemAction(request, {
    create: endpoints["POST /admin/faqs"],
    update: endpoints["PATCH /admin/faqs/:id"],
    remove: endpoints["DELETE /admin/faqs/:id"],
    schema: faqSchema,
    saved: ADMIN_COPY.faqSaved,
    deleted: ADMIN_COPY.faqDeleted,
  });

export const meta = adminMeta("/admin/catalogue/faqs");

export default function AdminFaqs() {
  const { faqs } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <ListEditor
      items={faqs}
      kind="faq"
      heading={t("faqs.heading")}
      schema={faqSchema}
      fields={fieldsOf(t)}
      valuesOf={(f) => ({ question: f.question, answer: f.answer })}
    />
  );
}

export const ErrorBoundary = AdminErrorBoundary;

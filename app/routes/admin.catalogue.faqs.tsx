// Catalogue → FAQs: the home page's questions and answers; add, edit, delete.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ADMIN_COPY, faqSchema } from "#contract/admin";
import { ListEditor, type ItemField } from "~/components/admin/item-form";
import { AdminErrorBoundary } from "~/components/admin/ui";
import { endpoints } from "#contract/endpoints";
import { adminRead } from "~/utils/admin.server";
import { listItemAction } from "~/utils/admin-catalogue.server";
import { seoMeta } from "~/utils/seo";

const FIELDS: readonly ItemField[] = [
  { name: "question", label: "Question" },
  { name: "answer", label: "Answer", multiline: true },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return { faqs: await adminRead(request, endpoints["GET /admin/faqs"]) };
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

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "FAQs",
    description: "Edit the FAQs.",
    path: "/admin/catalogue/faqs",
    noIndex: true,
  });

export default function AdminFaqs() {
  const { faqs } = useLoaderData<typeof loader>();
  return (
    <ListEditor
      items={faqs}
      noun="FAQ"
      heading="On the home page"
      schema={faqSchema}
      fields={FIELDS}
      valuesOf={(f) => ({ question: f.question, answer: f.answer })}
    />
  );
}

export const ErrorBoundary = AdminErrorBoundary;

// Catalogue → Social links: the links in every page's footer; add, edit, delete.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ADMIN_COPY, socialLinkSchema } from "#contract/admin";
import { ListEditor, type ItemField } from "~/components/admin/item-form";
import { AdminErrorBoundary } from "~/components/admin/ui";
import { endpoints } from "#contract/endpoints";
import { adminRead } from "~/utils/admin.server";
import { listItemAction } from "~/utils/admin-catalogue.server";
import { seoMeta } from "~/utils/seo";

const FIELDS: readonly ItemField[] = [
  { name: "title", label: "Title", hint: "The network's name, e.g. Instagram." },
  { name: "url", label: "Address", hint: "A full https:// address." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return { links: await adminRead(request, endpoints["GET /admin/social-links"]) };
}

export const action = ({ request }: ActionFunctionArgs) =>
  listItemAction(request, {
    create: endpoints["POST /admin/social-links"],
    update: endpoints["PATCH /admin/social-links/:id"],
    remove: endpoints["DELETE /admin/social-links/:id"],
    schema: socialLinkSchema,
    saved: ADMIN_COPY.linkSaved,
    deleted: ADMIN_COPY.linkDeleted,
  });

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Social links",
    description: "Edit the social links.",
    path: "/admin/catalogue/links",
    noIndex: true,
  });

export default function AdminSocialLinks() {
  const { links } = useLoaderData<typeof loader>();
  return (
    <ListEditor
      items={links}
      noun="social link"
      heading="In the footer"
      schema={socialLinkSchema}
      fields={FIELDS}
      valuesOf={(l) => ({ title: l.title, url: l.url })}
    />
  );
}

export const ErrorBoundary = AdminErrorBoundary;

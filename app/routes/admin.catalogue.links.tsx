// Catalogue → Social links: the links in every page's footer; add, edit, delete.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { ADMIN_COPY, socialLinkSchema } from "#contract/admin";
import { ListEditor, type ItemField } from "~/components/admin/item-form";
import { AdminErrorBoundary } from "~/components/admin/ui";
import { endpoints } from "#contract/endpoints";
import { adminRead } from "~/utils/admin.server";
import { listItemAction } from "~/utils/admin-catalogue.server";
import { adminMeta } from "~/utils/admin-meta";
import { adminPageMeta } from "~/utils/admin-meta.server";

const fieldsOf = (t: TFunction<"admin">): ItemField[] => [
  { name: "title", label: t("links.title"), hint: t("links.titleHint") },
  { name: "url", label: t("links.url"), hint: t("links.urlHint") },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [links, meta] = await Promise.all([
    adminRead(request, endpoints["GET /admin/social-links"]),
    adminPageMeta(request, "links"),
  ]);
  return { links, meta };
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

export const meta = adminMeta("/admin/catalogue/links");

export default function AdminSocialLinks() {
  const { links } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <ListEditor
      items={links}
      kind="link"
      heading={t("links.heading")}
      schema={socialLinkSchema}
      fields={fieldsOf(t)}
      valuesOf={(l) => ({ title: l.title, url: l.url })}
    />
  );
}

export const ErrorBoundary = AdminErrorBoundary;

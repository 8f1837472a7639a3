// The public layout (docs/requirements/site.md#site-layout): top navigation, page, footer.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { useRootData } from "~/root";
import { endpoints } from "#contract/endpoints";
import { callApi } from "~/utils/api.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const [social, pages] = await Promise.all([
    callApi(endpoints["GET /social-link"], { request }),
    callApi(endpoints["GET /dynamic-pages"], { request }),
  ]);
  // The footer is decoration: an API hiccup leaves it empty rather than failing the page.
  return { socialLinks: social.ok ? social.data : [], pages: pages.ok ? pages.data : [] };
}

export default function SiteLayout() {
  const { socialLinks, pages } = useLoaderData<typeof loader>();
  const root = useRootData();
  return (
    <div className="flex min-h-full flex-col">
      <SiteHeader user={root?.user ?? null} />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter socialLinks={socialLinks} pages={pages} />
    </div>
  );
}

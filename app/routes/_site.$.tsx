// Any path nothing else matches: the 404 page (docs/requirements/site.md#not-found), inside the
// site layout, with status 404.
import type { MetaFunction } from "@remix-run/node";
import { NotFound } from "~/components/not-found";
import { notFoundMeta, seoMeta } from "~/utils/seo";

export function loader() {
  throw new Response("Not found", { status: 404 });
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({ matches, ...notFoundMeta(matches), path: "/", noIndex: true });

export default function CatchAll() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}

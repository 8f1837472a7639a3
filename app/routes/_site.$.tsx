// Any path nothing else matches: the 404 page of §2, inside the site layout, with status 404.
import type { MetaFunction } from "@remix-run/node";
import { NotFound } from "~/components/not-found";

export function loader() {
  throw new Response("Not found", { status: 404 });
}

export const meta: MetaFunction = () => [{ title: "Page Not Found — Infinite" }];

export default function CatchAll() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}

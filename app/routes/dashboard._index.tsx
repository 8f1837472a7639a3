import { redirect } from "@remix-run/node";

// The dashboard index is Discover (docs/requirements/site.md#routes, docs/requirements.md#settled-decisions).
export const loader = () => redirect("/dashboard/discover");

import { redirect } from "@remix-run/node";

// §2: the dashboard index is Discover (docs/requirements.md "Settled decisions").
export const loader = () => redirect("/dashboard/discover");

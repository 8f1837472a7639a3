import { redirect } from "@remix-run/node";

// §2: the dashboard index is Discover (DESIGN.md settles the conflicting reading).
export const loader = () => redirect("/dashboard/discover");

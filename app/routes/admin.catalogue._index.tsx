// Catalogue → Plans: name, price, interval, fair-use messages a day and whether the plan is offered.
// Existing subscriptions keep what they bought; an inactive plan is no longer sold.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ADMIN_COPY, PLAN_INTERVALS, planUpdateSchema } from "#contract/admin";
import { ItemForm, type ItemField } from "~/components/admin/item-form";
import { AdminErrorBoundary, Badge } from "~/components/admin/ui";
import { endpoints } from "#contract/endpoints";
import { adminRead } from "~/utils/admin.server";
import { listItemAction } from "~/utils/admin-catalogue.server";
import { seoMeta } from "~/utils/seo";

const FIELDS: readonly ItemField[] = [
  { name: "name", label: "Name" },
  { name: "price", label: "Price (US dollars)", hint: "For example 9.99." },
  {
    name: "interval",
    label: "Billing interval",
    options: PLAN_INTERVALS.map((i) => ({ value: i, label: `Every ${i}` })),
  },
  {
    name: "daily_messages",
    label: "Messages a day (fair use)",
    hint: "Replies a member may ask for per UTC day; empty: unlimited.",
  },
  {
    name: "active",
    label: "Offered",
    options: [
      { value: "true", label: "Yes: on the pricing page" },
      { value: "false", label: "No: hidden, not sold" },
    ],
  },
];

/** Every field is on the form, so an empty one is an error rather than "leave unchanged". */
const planFormSchema = planUpdateSchema.required({ name: true, price: true, interval: true, active: true });

export async function loader({ request }: LoaderFunctionArgs) {
  return { plans: await adminRead(request, endpoints["GET /admin/plans"]) };
}

export const action = ({ request }: ActionFunctionArgs) =>
  listItemAction(request, {
    create: endpoints["POST /admin/plans"],
    update: endpoints["PATCH /admin/plans/:id"],
    schema: planFormSchema,
    saved: ADMIN_COPY.planSaved,
  });

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Plans",
    description: "Edit the plans.",
    path: "/admin/catalogue",
    noIndex: true,
  });

export default function AdminPlans() {
  const { plans } = useLoaderData<typeof loader>();
  return (
    <section aria-label="Plans" className="space-y-3">
      {plans.map((p) => (
        <ItemForm
          key={`${p.id}:${p.name}:${p.price}:${p.interval}:${p.active}:${p.daily_messages}`}
          itemId={p.id}
          label={`Plan: ${p.name}`}
          schema={planFormSchema}
          fields={FIELDS}
          defaults={{
            name: p.name,
            price: p.price.toFixed(2),
            interval: p.interval,
            active: String(p.active),
            daily_messages: p.daily_messages === null ? "" : String(p.daily_messages),
          }}
          submitLabel={`Save ${p.name}`}
          extra={
            <p className="flex flex-wrap gap-2 text-xs text-white/60">
              <Badge>{p.slug}</Badge>
              {p.popular ? <Badge tone="ok">popular</Badge> : null}
              {p.active ? null : <Badge tone="warn">not offered</Badge>}
            </p>
          }
        />
      ))}
    </section>
  );
}

export const ErrorBoundary = AdminErrorBoundary;

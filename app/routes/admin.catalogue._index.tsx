// Catalogue → Plans: name, price, interval, fair-use messages a day and whether the plan is offered.
// Existing subscriptions keep what they bought; an inactive plan is no longer sold.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { ADMIN_COPY, PLAN_INTERVALS, planUpdateSchema } from "#contract/admin";
import { ItemForm, type ItemField } from "~/components/admin/item-form";
import { AdminErrorBoundary, Badge } from "~/components/admin/ui";
import { endpoints } from "#contract/endpoints";
import { adminRead } from "~/utils/admin.server";
import { listItemAction } from "~/utils/admin-catalogue.server";
import { adminMeta } from "~/utils/admin-meta";
import { adminPageMeta } from "~/utils/admin-meta.server";

const fieldsOf = (t: TFunction<"admin">): ItemField[] => [
  { name: "name", label: t("plans.name") },
  { name: "price", label: t("plans.price"), hint: t("plans.priceHint") },
  {
    name: "interval",
    label: t("plans.interval"),
    options: PLAN_INTERVALS.map((i) => ({ value: i, label: t(`plans.every.${i}`) })),
  },
  { name: "daily_messages", label: t("plans.daily"), hint: t("plans.dailyHint") },
  {
    name: "active",
    label: t("plans.active"),
    options: [
      { value: "true", label: t("plans.activeYes") },
      { value: "false", label: t("plans.activeNo") },
    ],
  },
];

/** Every field is on the form, so an empty one is an error rather than "leave unchanged". */
const planFormSchema = planUpdateSchema.required({ name: true, price: true, interval: true, active: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const [plans, meta] = await Promise.all([
    adminRead(request, endpoints["GET /admin/plans"]),
    adminPageMeta(request, "plans"),
  ]);
  return { plans, meta };
}

export const action = ({ request }: ActionFunctionArgs) =>
  listItemAction(request, {
    create: endpoints["POST /admin/plans"],
    update: endpoints["PATCH /admin/plans/:id"],
    schema: planFormSchema,
    saved: ADMIN_COPY.planSaved,
  });

export const meta = adminMeta("/admin/catalogue");

export default function AdminPlans() {
  const { plans } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const fields = fieldsOf(t);
  return (
    <section aria-label={t("catalogue.plans")} className="space-y-3">
      {plans.map((p) => (
        <ItemForm
          key={`${p.id}:${p.name}:${p.price}:${p.interval}:${p.active}:${p.daily_messages}`}
          itemId={p.id}
          label={t("plans.form", { name: p.name })}
          schema={planFormSchema}
          fields={fields}
          defaults={{
            name: p.name,
            price: p.price.toFixed(2),
            interval: p.interval,
            active: String(p.active),
            daily_messages: p.daily_messages === null ? "" : String(p.daily_messages),
          }}
          submitLabel={t("plans.save", { name: p.name })}
          extra={
            <p className="flex flex-wrap gap-2 text-xs text-white/60">
              <Badge>{p.slug}</Badge>
              {p.popular ? <Badge tone="ok">{t("plans.popular")}</Badge> : null}
              {p.active ? null : <Badge tone="warn">{t("plans.notOffered")}</Badge>}
            </p>
          }
        />
      ))}
    </section>
  );
}

export const ErrorBoundary = AdminErrorBoundary;

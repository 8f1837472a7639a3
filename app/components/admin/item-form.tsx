// One item of a short catalogue list (a FAQ, a social link, a plan): its fields checked with the
// contract schema, then Save; an optional Delete beside it. Plain form posts with `intent`.
import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ZodTypeAny } from "zod";
import { ErrorList, FormErrors, SubmitButton, TextAreaField, TextField } from "../forms";
import { ActionButton } from "./ui";

export interface ItemField {
  name: string;
  label: string;
  multiline?: boolean;
  hint?: string;
  /** A closed list of choices, shown as a select. */
  options?: readonly { value: string; label: string }[];
}

interface Reply {
  target?: string;
  result?: SubmissionResult<string[]>;
}

export function ItemForm({
  itemId,
  label,
  schema,
  fields: config,
  defaults,
  submitLabel,
  deleteLabel,
  extra,
}: {
  /** null for the "add" form. */
  itemId: number | null;
  /** The form's accessible name, e.g. "FAQ: How do I cancel?". */
  label: string;
  schema: ZodTypeAny;
  fields: readonly ItemField[];
  defaults: Record<string, string>;
  submitLabel: string;
  deleteLabel?: string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation("admin");
  const target = itemId === null ? "create" : `update-${itemId}`;
  const reply = useActionData<Reply>();
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === (itemId === null ? "create" : "update") &&
    navigation.formData?.get("itemId") === String(itemId ?? "");
  const [form, fields] = useForm({
    id: `item-${target}`,
    lastResult: reply?.target === target ? reply.result : undefined,
    defaultValue: defaults,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const metas = fields as unknown as Record<string, FieldMetadata<string | undefined>>;
  return (
    <div className="card space-y-3 p-4">
      <Form method="post" {...getFormProps(form)} aria-label={label} className="space-y-3">
        <input type="hidden" name="intent" value={itemId === null ? "create" : "update"} />
        <input type="hidden" name="itemId" value={itemId ?? ""} />
        <div className="grid gap-3 sm:grid-cols-2">
          {config.map((f) =>
            f.options ? (
              <SelectField key={f.name} meta={metas[f.name]!} field={f} />
            ) : f.multiline ? (
              <TextAreaField
                key={f.name}
                meta={metas[f.name]!}
                label={f.label}
                rows={3}
                className="sm:col-span-2"
              />
            ) : (
              <TextField key={f.name} meta={metas[f.name]!} label={f.label} hint={f.hint} />
            ),
          )}
        </div>
        {extra}
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pending={pending} pendingLabel={t("ui.saving")} className="btn-primary px-6">
          {submitLabel}
        </SubmitButton>
      </Form>
      {itemId !== null && deleteLabel ? (
        <ActionButton intent="delete" fields={{ itemId }} tone="danger" pendingLabel={t("list.deleting")}>
          {deleteLabel}
        </ActionButton>
      ) : null}
    </div>
  );
}

function SelectField({ meta, field }: { meta: FieldMetadata<string | undefined>; field: ItemField }) {
  return (
    <div>
      <label htmlFor={meta.id} className="mb-1.5 block text-sm font-medium text-white/85">
        {field.label}
      </label>
      <select
        id={meta.id}
        name={meta.name}
        defaultValue={typeof meta.initialValue === "string" ? meta.initialValue : undefined}
        aria-invalid={meta.errors ? true : undefined}
        aria-describedby={meta.errors ? meta.errorId : undefined}
        className="input"
      >
        {field.options!.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A short list edited in place: one form per item (Save, Delete), then an "Add" form. */
export function ListEditor<T extends { id: number }>({
  items,
  kind,
  heading,
  schema,
  fields,
  valuesOf,
}: {
  items: T[];
  /** Which list, naming its buttons (`list.faq.*`, `list.link.*` in the catalogue). */
  kind: "faq" | "link";
  heading: string;
  schema: ZodTypeAny;
  fields: readonly ItemField[];
  valuesOf: (item: T) => Record<string, string>;
}) {
  const { t } = useTranslation("admin");
  const empty = Object.fromEntries(fields.map((f) => [f.name, ""]));
  return (
    <div className="space-y-6">
      <section aria-label={heading} className="space-y-3">
        <h2 className="text-lg font-semibold">{t("list.count", { heading, count: items.length })}</h2>
        {items.map((item) => {
          const values = valuesOf(item);
          return (
            <ItemForm
              key={`${item.id}:${Object.values(values).join("\n")}`}
              itemId={item.id}
              label={t(`list.${kind}.item`, { name: Object.values(values)[0] })}
              schema={schema}
              fields={fields}
              defaults={values}
              submitLabel={t(`list.${kind}.save`)}
              deleteLabel={t(`list.${kind}.delete`)}
            />
          );
        })}
      </section>
      <section aria-label={t(`list.${kind}.add`)} className="space-y-3">
        <h2 className="text-lg font-semibold">{t(`list.${kind}.add`)}</h2>
        <ItemForm
          key={items.length}
          itemId={null}
          label={t(`list.${kind}.new`)}
          schema={schema}
          fields={fields}
          defaults={empty}
          submitLabel={t(`list.${kind}.create`)}
        />
      </section>
    </div>
  );
}

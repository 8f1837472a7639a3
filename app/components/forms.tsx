// Form building blocks shared by the auth and settings pages: labelled fields wired to Conform
// (aria-invalid, aria-describedby), the error lists, the password show/hide toggle, pending buttons.
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useActionData, useFormAction, useNavigation } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "~/utils/hydrated";
import { EyeIcon, EyeOffIcon } from "./icons";
import { Message } from "./message";
import { Spinner } from "./spinner";

type Errors = string[] | undefined | null;

export function ErrorList({ id, errors }: { id?: string; errors: Errors }) {
  const list = errors?.filter(Boolean) ?? [];
  if (!list.length) return null;
  return (
    <ul id={id} className="field-error space-y-0.5">
      {list.map((e) => (
        <li key={e}>
          <Message text={e} />
        </li>
      ))}
    </ul>
  );
}

/** The server's (or the form's) message under the form (docs/requirements/api.md#api-errors). */
export function FormErrors({ id, errors }: { id?: string; errors: Errors }) {
  const list = errors?.filter(Boolean) ?? [];
  if (!list.length) return null;
  return (
    <div
      id={id}
      role="alert"
      data-testid="form-error"
      className="rounded-xl border border-red-400/40 bg-red-950/60 px-4 py-3 text-sm text-red-200"
    >
      {list.map((e) => (
        <p key={e}>
          <Message text={e} />
        </p>
      ))}
    </div>
  );
}

function Label({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-white/85">
      {children}
    </label>
  );
}

interface FieldProps {
  meta: FieldMetadata<string | undefined>;
  label: ReactNode;
  type?: "text" | "email" | "password" | "date" | "number";
  hint?: ReactNode;
  autoComplete?: string;
  placeholder?: string;
  /** For date and number fields: the range the picker offers (a hint; the server decides). */
  min?: string | number;
  max?: string | number;
  step?: string;
  readOnly?: boolean;
  className?: string;
}

/** Under a field: its hint (if any), then its errors. */
function FieldNotes({ hint, hintId, meta }: { hint?: ReactNode; hintId: string; meta: FieldProps["meta"] }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-white/60">
          {hint}
        </p>
      ) : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </>
  );
}

export function TextField({ meta, label, type = "text", hint, className, ...rest }: FieldProps) {
  const hintId = useId();
  const { key, ...props } = getInputProps(meta, {
    type,
    ariaDescribedBy: hint ? hintId : undefined,
  });
  return (
    <div className={className}>
      <Label htmlFor={meta.id}>{label}</Label>
      <input key={key} {...props} {...rest} className="input read-only:opacity-70" />
      <FieldNotes hint={hint} hintId={hintId} meta={meta} />
    </div>
  );
}

/** A password input with a show/hide toggle (the toggle needs JavaScript; the field does not). */
export function PasswordField({ meta, label, hint, className, ...rest }: Omit<FieldProps, "type">) {
  const hintId = useId();
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Each server reply empties the field, as a page load without JavaScript would.
  const reply = useActionData();
  useEffect(() => {
    if (reply && input.current) input.current.value = "";
  }, [reply]);
  const { key, ...props } = getInputProps(meta, {
    type: "password",
    ariaDescribedBy: hint ? hintId : undefined,
    // Passwords are never echoed back into the page.
    value: false,
  });
  return (
    <div className={className}>
      <Label htmlFor={meta.id}>{label}</Label>
      <div className="relative">
        <input
          key={key}
          ref={input}
          {...props}
          {...rest}
          type={shown ? "text" : "password"}
          className="input pr-12"
        />
        {hydrated ? (
          <button
            type="button"
            onClick={() => setShown((s) => !s)}
            aria-pressed={shown}
            aria-controls={meta.id}
            className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-white/70 hover:text-white"
          >
            {shown ? <EyeOffIcon /> : <EyeIcon />}
            <span className="sr-only">{shown ? "Hide password" : "Show password"}</span>
          </button>
        ) : null}
      </div>
      <FieldNotes hint={hint} hintId={hintId} meta={meta} />
    </div>
  );
}

export function TextAreaField({
  meta,
  label,
  rows = 4,
  hint,
  placeholder,
  className,
}: {
  meta: FieldMetadata<string | undefined>;
  label: ReactNode;
  rows?: number;
  hint?: ReactNode;
  placeholder?: string;
  className?: string;
}) {
  const hintId = useId();
  const { key, ...props } = getTextareaProps(meta, { ariaDescribedBy: hint ? hintId : undefined });
  return (
    <div className={className}>
      <Label htmlFor={meta.id}>{label}</Label>
      <textarea key={key} {...props} rows={rows} placeholder={placeholder} className="input resize-y" />
      <FieldNotes hint={hint} hintId={hintId} meta={meta} />
    </div>
  );
}

/** A choice from a fixed list; the first, empty option asks for one (`placeholder`). */
export function SelectField({
  meta,
  label,
  options,
  placeholder,
  className,
}: {
  meta: FieldMetadata<string | undefined>;
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  className?: string;
}) {
  const { key, ...props } = getSelectProps(meta);
  return (
    <div className={className}>
      <Label htmlFor={meta.id}>{label}</Label>
      <select key={key} {...props} className="input">
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** True while this route's form (or `formAction`) is being submitted by a navigation. */
export function useIsPending({ formAction }: { formAction?: string } = {}) {
  const here = useFormAction();
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formAction === (formAction ?? here);
}

export function SubmitButton({
  pending,
  pendingLabel,
  children,
  disabled,
  className = "btn-primary w-full py-3",
  name,
  value,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  disabled?: boolean;
  className?: string;
  name?: string;
  value?: string;
}) {
  return (
    <button type="submit" name={name} value={value} disabled={pending || disabled} className={className}>
      {pending ? (
        <>
          <Spinner className="h-4 w-4" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}

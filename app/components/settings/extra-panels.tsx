// Contact, Preference and Payment (§2): built, but not reachable from the tabs, as the spec says.
// Contact is the "unwired" form of §5 (checks only, nothing is sent); Preference is local only.
import { Link } from "@remix-run/react";
import { useId, useState, type FormEvent } from "react";
import { z } from "zod";
import { LANGUAGES } from "#contract/constants";
import { ErrorList } from "../forms";

export const contactPanelSchema = z.object({
  email: z.string().trim().min(1, "please provide your email"),
  phone: z.string().trim().min(1, "please provide your phone number"),
  address: z.string().trim().min(1, "provide your address"),
});

type ContactErrors = Partial<Record<keyof z.infer<typeof contactPanelSchema>, string[]>>;

export function ContactPanel() {
  const id = useId();
  const [errors, setErrors] = useState<ContactErrors>({});
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = contactPanelSchema.safeParse(Object.fromEntries(new FormData(e.currentTarget)));
    setErrors(parsed.success ? {} : parsed.error.flatten().fieldErrors);
  };
  const field = (name: keyof ContactErrors, label: string, type = "text") => (
    <div>
      <label htmlFor={`${id}-${name}`} className="mb-1.5 block text-sm font-medium text-white/85">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        className="input"
      />
      <ErrorList id={`${id}-${name}-error`} errors={errors[name]} />
    </div>
  );
  return (
    <section aria-labelledby={`${id}-title`} className="card p-6">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Contact
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        {field("email", "Email", "email")}
        {field("phone", "Phone", "tel")}
        {field("address", "Address")}
        <button type="submit" className="btn-primary px-8">
          Save
        </button>
      </form>
    </section>
  );
}

export function PreferencePanel() {
  const id = useId();
  const [language, setLanguage] = useState<string>(LANGUAGES[0]);
  return (
    <section aria-labelledby={`${id}-title`} className="card p-6">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Preference
      </h2>
      <label htmlFor={`${id}-language`} className="mb-1.5 mt-6 block text-sm font-medium text-white/85">
        Language
      </label>
      <select
        id={`${id}-language`}
        value={language}
        onChange={(e) => setLanguage(e.currentTarget.value)}
        className="input max-w-xs"
      >
        {LANGUAGES.map((l) => (
          <option key={l}>{l}</option>
        ))}
      </select>
    </section>
  );
}

export function PaymentPanel() {
  return (
    <section aria-labelledby="payment-panel" className="card p-6">
      <h2 id="payment-panel" className="text-xl font-bold">
        Payment
      </h2>
      <p className="mt-4 text-white/75">
        Payments are made at checkout with our card payment provider; no card details are stored here.
      </p>
      <Link to="/dashboard/subscription" className="btn-ghost mt-6">
        Manage subscription
      </Link>
    </section>
  );
}

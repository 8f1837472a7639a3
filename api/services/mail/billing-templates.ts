// The mails about a member's plan: receipts, cancellation, a failed renewal and the yearly renewal
// reminder. Each says what happened, what it costs and how to cancel or fix it, with a link to the
// Subscription page (consumer rules for automatic renewals ask for exactly that).
// In the member's interface language (billing-copy.ts), dates and amounts written its way.
import { formatPrice } from "../../../contract/price";
import { writtenDay, writtenWhen } from "../../../contract/written-dates";
import { billingMailCopy } from "./billing-copy";
import { mailLanguage } from "./mail-copy";
import { escapeHtml, layout, type Mail } from "./templates";

const PRODUCT = "Infinite";
export const SUBSCRIPTION_PATH = "/dashboard/subscription";

const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:#a78bfa">${escapeHtml(label)}</a>`;

/** A mail of paragraphs in `lng`; `action` is the one link it offers, shown in the text version as a URL. */
function paragraphsMail(
  subject: string,
  paragraphs: string[],
  action: { href: string; label: string },
  lng: string | null | undefined,
): Mail {
  return {
    subject,
    text: `${paragraphs.join("\n\n")}\n\n${action.label}${billingMailCopy(lng).colon}${action.href}\n\n— ${PRODUCT}\n`,
    html: layout(
      subject,
      `${paragraphs.map((p) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5">${escapeHtml(p)}</p>`).join("\n")}
<p style="margin:0;font-size:15px">${link(action.href, action.label)}</p>`,
      lng,
    ),
  };
}

const origin = (publicUrl: string) => publicUrl.replace(/\/+$/, "");
/** "$4.99" in English (the contract's formatPrice), "4,99 $US" in French: as the pages write it. */
const amount = (cents: number, lng: string | null | undefined) =>
  mailLanguage(lng) === "en"
    ? formatPrice(cents / 100)
    : new Intl.NumberFormat(mailLanguage(lng), { style: "currency", currency: "USD" }).format(cents / 100);

export interface ReceiptFacts {
  amountCents: number;
  plan: string;
  periodStart: Date;
  periodEnd: Date;
  receiptPath: string;
  renews: boolean;
}

export function receiptMail(publicUrl: string, r: ReceiptFacts, lng?: string | null): Mail {
  const copy = billingMailCopy(lng);
  const paid = amount(r.amountCents, lng);
  return paragraphsMail(
    copy.receipt.subject(r.plan, paid),
    [
      copy.receipt.paid(paid, r.plan),
      copy.receipt.covers(writtenDay(r.periodStart, lng), writtenDay(r.periodEnd, lng)),
      copy.howToCancel(r.renews),
    ],
    { href: `${origin(publicUrl)}${r.receiptPath}`, label: copy.receipt.action },
    lng,
  );
}

export function canceledMail(publicUrl: string, plan: string, until: Date, lng?: string | null): Mail {
  const { canceled } = billingMailCopy(lng);
  return paragraphsMail(
    canceled.subject,
    [canceled.body(plan, writtenDay(until, lng)), canceled.resume],
    { href: `${origin(publicUrl)}${SUBSCRIPTION_PATH}`, label: canceled.action },
    lng,
  );
}

export function renewalFailedMail(
  publicUrl: string,
  plan: string,
  amountCents: number,
  graceEnds: Date,
  lng?: string | null,
): Mail {
  const { renewalFailed } = billingMailCopy(lng);
  return paragraphsMail(
    renewalFailed.subject,
    [
      renewalFailed.declined(plan, amount(amountCents, lng)),
      renewalFailed.grace(writtenWhen(graceEnds, lng)),
    ],
    { href: `${origin(publicUrl)}${SUBSCRIPTION_PATH}`, label: renewalFailed.action },
    lng,
  );
}

export function renewalReminderMail(
  publicUrl: string,
  plan: string,
  amountCents: number,
  renewsOn: Date,
  lng?: string | null,
): Mail {
  const copy = billingMailCopy(lng);
  const on = writtenDay(renewsOn, lng);
  return paragraphsMail(
    copy.reminder.subject(on),
    [copy.reminder.body(plan, on, amount(amountCents, lng)), copy.howToCancel(true)],
    { href: `${origin(publicUrl)}${SUBSCRIPTION_PATH}`, label: copy.reminder.action },
    lng,
  );
}

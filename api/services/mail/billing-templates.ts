// The mails about a member's plan: receipts, cancellation, a failed renewal and the yearly renewal
// reminder. Each says what happened, what it costs and how to cancel or fix it, with a link to the
// Subscription page (consumer rules for automatic renewals ask for exactly that).
import { escapeHtml, layout, type Mail } from "./templates";

const PRODUCT = "Infinite";
export const SUBSCRIPTION_PATH = "/dashboard/subscription";

const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:#a78bfa">${escapeHtml(label)}</a>`;

/** A mail of paragraphs; `action` is the one link it offers, shown in the text version as a URL. */
function paragraphsMail(
  subject: string,
  paragraphs: string[],
  action: { href: string; label: string },
): Mail {
  return {
    subject,
    text: `${paragraphs.join("\n\n")}\n\n${action.label}: ${action.href}\n\n— ${PRODUCT}\n`,
    html: layout(
      subject,
      `${paragraphs.map((p) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5">${escapeHtml(p)}</p>`).join("\n")}
<p style="margin:0;font-size:15px">${link(action.href, action.label)}</p>`,
    ),
  };
}

const origin = (publicUrl: string) => publicUrl.replace(/\/+$/, "");
const howToCancel = (renews: boolean) =>
  renews
    ? `You can cancel any time on the Subscription page with "Cancel plan"; you keep your plan until the end of the period you paid for.`
    : "This pass does not renew: nothing more will be charged.";

export interface ReceiptFacts {
  amount: string;
  plan: string;
  periodStart: string;
  periodEnd: string;
  receiptPath: string;
  renews: boolean;
}

export function receiptMail(publicUrl: string, r: ReceiptFacts): Mail {
  return paragraphsMail(
    `Your ${PRODUCT} receipt: ${r.plan}, ${r.amount}`,
    [
      `Thank you: we received ${r.amount} for your ${r.plan}.`,
      `It covers ${r.periodStart} to ${r.periodEnd}.`,
      howToCancel(r.renews),
    ],
    { href: `${origin(publicUrl)}${r.receiptPath}`, label: "View your receipt" },
  );
}

export function canceledMail(publicUrl: string, plan: string, until: string): Mail {
  return paragraphsMail(
    `Your ${PRODUCT} plan is cancelled`,
    [
      `Your ${plan} is cancelled and will not renew. You can keep chatting until ${until}.`,
      `Changed your mind? Press "Resume" on the Subscription page before then.`,
    ],
    { href: `${origin(publicUrl)}${SUBSCRIPTION_PATH}`, label: "Open your subscription" },
  );
}

export function renewalFailedMail(publicUrl: string, plan: string, amount: string, graceEnds: string): Mail {
  return paragraphsMail(
    `We could not renew your ${PRODUCT} plan`,
    [
      `Your card was declined when we tried to renew your ${plan} (${amount}).`,
      `Chat keeps working until ${graceEnds}. Update your card to pay again and keep your plan; after that date it ends.`,
    ],
    { href: `${origin(publicUrl)}${SUBSCRIPTION_PATH}`, label: "Update your card and pay" },
  );
}

export function renewalReminderMail(publicUrl: string, plan: string, amount: string, renewsOn: string): Mail {
  return paragraphsMail(
    `Your ${PRODUCT} plan renews on ${renewsOn}`,
    [`Your ${plan} renews on ${renewsOn} for ${amount}, charged to your card on file.`, howToCancel(true)],
    { href: `${origin(publicUrl)}${SUBSCRIPTION_PATH}`, label: "Manage or cancel your plan" },
  );
}

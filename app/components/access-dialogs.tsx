// The two §4/§6 access messages, as real dialogs (with JavaScript) and as an in-page notice (the chat
// page's server answer, which also serves browsers without JavaScript).
import { Link } from "@remix-run/react";
import { useState } from "react";
import { COPY } from "#contract/messages";
import { SUBSCRIPTION_PATH, type AccessBlock } from "~/utils/chat-access";
import { Modal } from "./modal";

const CONTENT: Record<AccessBlock, { title: string; message: string }> = {
  subscription: { title: COPY.subscriptionRequiredTitle, message: COPY.subscriptionRequired },
  "single-pass": { title: COPY.accessRestrictedTitle, message: COPY.singlePassOnly },
};

function SubscribeNow({ onClick }: { onClick?: () => void }) {
  return (
    <Link to={SUBSCRIPTION_PATH} className="btn-primary" onClick={onClick}>
      {COPY.subscribeNow}
    </Link>
  );
}

export function AccessDialog({ reason, onClose }: { reason: AccessBlock; onClose: () => void }) {
  const { title, message } = CONTENT[reason];
  return (
    <Modal title={title} description={message} onClose={onClose} role="alertdialog" testId="access-dialog">
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-ghost" onClick={onClose}>
          Close
        </button>
        <SubscribeNow onClick={onClose} />
      </div>
    </Modal>
  );
}

export function SubscriptionRequiredDialog({ onClose }: { onClose: () => void }) {
  return <AccessDialog reason="subscription" onClose={onClose} />;
}

export function AccessRestrictedDialog({ onClose }: { onClose: () => void }) {
  return <AccessDialog reason="single-pass" onClose={onClose} />;
}

/** The page a blocked chat shows instead of the conversation. */
export function AccessNotice({ reason }: { reason: AccessBlock }) {
  const { title, message } = CONTENT[reason];
  return (
    <section
      role="alert"
      aria-labelledby="access-notice-title"
      className="card mx-auto my-10 max-w-md p-8 text-center"
    >
      <h2 id="access-notice-title" className="text-2xl font-bold">
        {title}
      </h2>
      <p className="mt-3 text-white/80">{message}</p>
      <div className="mt-6 flex justify-center">
        <SubscribeNow />
      </div>
    </section>
  );
}

/** One access dialog per page: `open(reason)` from any Chat button, `dialog` rendered once. */
export function useAccessDialog() {
  const [reason, setReason] = useState<AccessBlock | null>(null);
  const dialog = reason ? <AccessDialog reason={reason} onClose={() => setReason(null)} /> : null;
  return { open: setReason, dialog };
}

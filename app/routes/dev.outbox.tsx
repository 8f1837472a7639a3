// GET /dev/outbox: the mails the embedded outbox kept (no SMTP server configured), newest first,
// for people trying the product locally. 404 outside demo mode and while SMTP is in use.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { ErrorPage } from "~/components/error-page";
import { NotFound } from "~/components/not-found";
import { loadOutbox } from "~/utils/outbox.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return loadOutbox(request);
}

export const meta: MetaFunction = () => [
  { title: "Outbox — Infinite" },
  { name: "robots", content: "noindex" },
];

const timeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium" });

export default function DevOutbox() {
  const { to, mails } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto max-w-4xl px-6 py-12">
      <h1 className="text-3xl font-bold">Outbox</h1>
      <p className="mt-2 text-white/75">
        Mail Infinite would have sent. No SMTP server is configured (set <code>SMTP_URL</code> to deliver it);
        the same list is at{" "}
        <a className="underline" href={`/dev/outbox.json${to ? `?to=${encodeURIComponent(to)}` : ""}`}>
          /dev/outbox.json
        </a>
        .
      </p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="outbox-to" className="text-sm text-white/80">
            Recipient
          </label>
          <input
            id="outbox-to"
            name="to"
            type="email"
            defaultValue={to}
            className="input"
            placeholder="name@example.com"
          />
        </div>
        <button type="submit" className="btn-primary">
          Filter
        </button>
        {to ? (
          <a href="/dev/outbox" className="btn-ghost">
            Show all
          </a>
        ) : null}
      </Form>
      {mails.length === 0 ? (
        <p className="mt-10 text-white/75">{to ? `No mail to ${to} yet.` : "No mail yet."}</p>
      ) : (
        <ol className="mt-8 space-y-6">
          {mails.map((mail, i) => (
            <li key={`${mail.created_at}-${i}`} className="card p-5">
              <h2 className="text-lg font-semibold">{mail.subject}</h2>
              <p className="mt-1 text-sm text-white/70">
                To {mail.to} ·{" "}
                <time dateTime={mail.created_at}>{timeFormat.format(new Date(mail.created_at))}</time>
              </p>
              <pre className="mt-4 whitespace-pre-wrap break-words font-mono text-sm text-white/90">
                {mail.text}
              </pre>
              <details className="mt-4">
                <summary className="cursor-pointer text-sm text-white/80">HTML version</summary>
                {/* Sandboxed: the mail's HTML is shown as a mail client would, never run. */}
                <iframe
                  title={`HTML version of “${mail.subject}”`}
                  sandbox=""
                  srcDoc={mail.html}
                  className="mt-3 h-96 w-full rounded bg-white"
                />
              </details>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorPage error={error} />;
}

// Chat (§2 "Chat", §4 "Chat", "Delete chat", "Report"): the conversation with ?bot=ID and the
// "Recommended" list. Every step works as plain forms and pages without JavaScript (the send waits
// for the whole reply, confirmations are their own steps); with it, replies stream in over SSE
// (dashboard.chat.stream.ts) and the confirmations are dialogs.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  Form,
  isRouteErrorResponse,
  Link,
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigate,
  useNavigation,
  useRevalidator,
  useRouteError,
} from "@remix-run/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { z } from "zod";
import { COPY } from "#contract/messages";
import { AccessNotice, useAccessDialog } from "~/components/access-dialogs";
import { ChatHeader } from "~/components/chat/chat-header";
import { Composer } from "~/components/chat/composer";
import { MessageList } from "~/components/chat/message-list";
import { RecommendedList } from "~/components/chat/recommended-list";
import { ReportForm, type ReportReply } from "~/components/chat/report-form";
import { useChatStream } from "~/components/chat/use-chat-stream";
import { ChatPanel, MobileListToggle } from "~/components/chat/chat-panels";
import { BreakSuggestion, CrisisBanner } from "~/components/chat/safety-banners";
import { ConfirmDialog, Modal } from "~/components/modal";
import { requireToken } from "~/utils/auth.server";
import { chatPath } from "~/utils/chat-access";
import { deleteAction, loadChat, loadRecommended, reportAction, sendAction } from "~/utils/chat.server";
import { useHydrated } from "~/utils/hydrated";
import { seoMeta } from "~/utils/seo";

const ChatQuery = z.object({
  bot: z.coerce.number().int().positive().optional().catch(undefined),
  report: z.string().optional(),
  confirm: z.string().optional(),
  deleted: z.string().optional(),
});

/** A screenshot is at most 5 MB; the rest of the form is small. */
const MAX_BODY_BYTES = 6 * 1024 * 1024;

export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireToken(request);
  const query = ChatQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const botId = query.bot ?? null;
  const [chat, recommended] = await Promise.all([
    botId ? loadChat(request, token, botId) : null,
    loadRecommended(request, token, botId),
  ]);
  return {
    botId,
    chat,
    recommended,
    step: {
      report: query.report === "1",
      confirmDelete: query.confirm === "delete",
      deleted: query.deleted === "1",
    },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const token = await requireToken(request);
  const botId = ChatQuery.parse(Object.fromEntries(new URL(request.url).searchParams)).bot;
  if (!botId) throw new Response("Choose a bot.", { status: 400 });
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_BODY_BYTES)
    throw new Response("The upload is too large.", { status: 413 });
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "send") return sendAction(request, token, botId, form);
  if (intent === "delete") return deleteAction(request, token, botId);
  if (intent === "report") return reportAction(request, token, botId, form);
  throw new Response("Unknown action", { status: 400 });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const name = data?.chat?.bot.name;
  return seoMeta({
    matches,
    title: name ? `Chat with ${name}` : "Chat",
    description: name ? `Your private chat with ${name} on Infinite.` : "Your private chats on Infinite.",
    path: "/dashboard/chat",
    noIndex: true,
  });
};

type Dialog = null | "delete" | "deleted" | "report";

export default function Chat() {
  const { botId, chat, recommended, step } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const access = useAccessDialog();
  const stream = useChatStream(botId ?? 0, access.open);
  const deleter = useFetcher<{ deleted?: boolean; error?: string | null }>();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [showList, setShowList] = useState(!botId);
  const closeDialog = useCallback(() => setDialog(null), []);

  const { settle, clear } = stream;
  const storedIds = useMemo(() => new Set(chat?.rows.map((r) => r.id)), [chat]);
  useEffect(() => settle(storedIds), [settle, storedIds]);
  useEffect(() => setShowList(!botId), [botId]);

  // A reply the server is still writing (after Stop, or from another tab): look again shortly.
  const serverWriting =
    !stream.streaming && Boolean(chat?.rows.some((r) => r.status === "pending" || r.status === "streaming"));
  useEffect(() => {
    if (!serverWriting) return;
    const id = setInterval(() => revalidator.state === "idle" && revalidator.revalidate(), 1500);
    return () => clearInterval(id);
  }, [serverWriting, revalidator]);

  useEffect(() => {
    if (deleter.state !== "idle" || !deleter.data?.deleted) return;
    clear();
    setDialog("deleted");
  }, [deleter.state, deleter.data, clear]);

  const switching =
    navigation.state === "loading" &&
    navigation.location.pathname === "/dashboard/chat" &&
    navigation.location.search !== `?bot=${botId}`;
  const sendReply = actionData && "error" in actionData && "message" in actionData ? actionData : null;
  const reportReply = actionData && "report" in actionData ? (actionData.report as ReportReply) : null;

  return (
    <div className="group/chat card flex h-[calc(100dvh-7rem)] min-h-[28rem] overflow-hidden">
      <MobileListToggle.Input hydrated={hydrated} checked={showList} onChange={setShowList} />
      <ChatPanel kind="conversation" hasBot={Boolean(chat)}>
        {chat ? (
          <>
            <ChatHeader
              bot={chat.bot}
              demoEngine={chat.demoEngine}
              onDelete={() => setDialog("delete")}
              onReport={() => setDialog("report")}
            >
              <MobileListToggle.Control hydrated={hydrated} checked={showList} onChange={setShowList} />
            </ChatHeader>
            {chat.access ? (
              <div className="flex-1 overflow-y-auto p-4">
                <AccessNotice reason={chat.access} />
              </div>
            ) : step.confirmDelete ? (
              <section aria-labelledby="delete-title" className="card m-4 p-6 text-center" role="alertdialog">
                <h3 id="delete-title" className="text-xl font-bold">
                  {COPY.deleteConfirm}
                </h3>
                <p className="mt-2 text-white/80">
                  This chat will be deleted permanently and cannot be recovered.
                </p>
                <Form method="post" action={chatPath(chat.bot.id)} className="mt-5 flex justify-center gap-3">
                  <Link to={chatPath(chat.bot.id)} className="btn-ghost">
                    Cancel
                  </Link>
                  <button type="submit" name="intent" value="delete" className="btn-primary">
                    Yes, delete it
                  </button>
                </Form>
              </section>
            ) : step.report ? (
              <section aria-labelledby="report-title" className="flex-1 overflow-y-auto p-4 sm:p-6">
                <h3 id="report-title" className="mb-4 text-xl font-bold">
                  Report {chat.bot.name}
                </h3>
                <ReportForm
                  botId={chat.bot.id}
                  reply={reportReply}
                  onDone={() => navigate(chatPath(chat.bot.id))}
                />
              </section>
            ) : (
              <>
                {step.deleted ? (
                  <div
                    role="status"
                    className="m-4 rounded-xl border border-emerald-400/40 bg-emerald-950/60 p-4 text-center"
                  >
                    <p className="font-bold">{COPY.deleted}</p>
                    <p className="text-sm text-white/80">Your chat has been deleted.</p>
                  </div>
                ) : null}
                {chat.crisisBanner ? <CrisisBanner /> : null}
                {chat.breakSuggested ? <BreakSuggestion /> : null}
                <MessageList
                  rows={chat.rows}
                  live={stream.live}
                  greetingHtml={chat.greetingHtml}
                  onRetry={stream.send}
                />
                <Composer
                  key={chat.bot.id}
                  botName={chat.bot.name}
                  streaming={stream.streaming}
                  error={sendReply?.error}
                  defaultMessage={sendReply?.message ?? ""}
                  onSend={(message) => stream.send({ message })}
                  onStop={stream.stop}
                />
              </>
            )}
          </>
        ) : (
          <div className="m-auto max-w-sm p-8 text-center">
            <p className="text-2xl font-bold">{COPY.noConversations}</p>
            <p className="mt-2 text-white/75">Pick a bot from the Recommended list to start chatting.</p>
            <Link to="/dashboard/discover" className="btn-primary mt-6">
              Discover bots
            </Link>
          </div>
        )}
      </ChatPanel>
      <ChatPanel kind="list" hasBot={Boolean(chat)}>
        {chat ? (
          <div className="border-b border-white/10 p-3 lg:hidden">
            <MobileListToggle.Control hydrated={hydrated} checked={showList} onChange={setShowList} />
          </div>
        ) : null}
        <RecommendedList bots={recommended} currentId={botId} loading={switching} />
      </ChatPanel>

      {dialog === "delete" && chat ? (
        <ConfirmDialog
          title={COPY.deleteConfirm}
          description="This chat will be deleted permanently and cannot be recovered."
          confirmLabel="Yes, delete it"
          busy={deleter.state !== "idle"}
          onClose={closeDialog}
          onConfirm={() => {
            setDialog(null);
            deleter.submit({ intent: "delete" }, { method: "post", action: chatPath(chat.bot.id) });
          }}
        />
      ) : null}
      {dialog === "deleted" ? (
        <Modal title={COPY.deleted} description="Your chat has been deleted." onClose={closeDialog}>
          <div className="flex justify-end">
            <button type="button" className="btn-primary" onClick={closeDialog}>
              OK
            </button>
          </div>
        </Modal>
      ) : null}
      {dialog === "report" && chat ? (
        <Modal title={`Report ${chat.bot.name}`} onClose={closeDialog} size="md">
          <ReportForm botId={chat.bot.id} onDone={closeDialog} />
        </Modal>
      ) : null}
      {access.dialog}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="card mx-auto my-10 max-w-md p-8 text-center" role="alert">
      <h2 className="text-2xl font-bold">{missing ? "Bot not found" : "This chat could not be opened"}</h2>
      <p className="mt-3 text-white/75">
        {missing
          ? "This bot does not exist or is no longer available."
          : "Please try again in a moment. Your messages are safe."}
      </p>
      <Link to="/dashboard/discover" className="btn-primary mt-6">
        Discover bots
      </Link>
    </div>
  );
}

// One open chat: header, the page's no-JavaScript steps, the safety banners, the messages with their
// controls, the composer, and (with JavaScript) the dialogs that stand in for the steps. Replies to
// sends, regenerates and edits stream through useChatStream; the rest posts to the page's action.
import { Link, useFetcher, useNavigate, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { COPY } from "#contract/messages";
import { AccessNotice, useAccessDialog } from "~/components/access-dialogs";
import { chatPath } from "~/utils/chat-access";
import type { ChatView } from "~/utils/chat.server";
import { useHydrated } from "~/utils/hydrated";
import type { AllowanceView } from "~/utils/allowance.server";
import { AllowanceNote } from "./allowance-note";
import { ArchivedNotice } from "./archived-notice";
import { ChatControlsProvider, type ChatControls } from "./chat-controls";
import { ChatDialogs, type DeleteReply, type Dialog } from "./chat-dialogs";
import { ChatHeader } from "./chat-header";
import { DeleteChatStep, RenameChatStep, type RenameReply } from "./chat-steps";
import { Composer } from "./composer";
import { lastUserIndex, mergeExchanges, type Exchange } from "./exchanges";
import { GroupParticipants } from "./group-participants";
import { StreamingSpeaker } from "./group-speaker";
import { groupName, type SpeakerView } from "./group-types";
import { MessageList } from "./message-list";
import { ReportForm, type ReportReply } from "./report-form";
import { BreakSuggestion, CrisisBanner } from "./safety-banners";
import { useChatStream } from "./use-chat-stream";
import { useOlderRows } from "./use-older-rows";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";

export interface ChatSteps {
  report: boolean;
  confirmDelete: boolean;
  deleted: boolean;
  rename: boolean;
  edit: number | null;
  rewind: number | null;
}

export interface ChatActionData {
  send?: { error: string; message: string } | null;
  report?: ReportReply | null;
  rename?: RenameReply | null;
  edit?: { id: number; message: string; error: string } | null;
}

export function Conversation({
  chat,
  step,
  reply,
  listToggle,
  allowance = null,
  candidates = [],
}: {
  chat: ChatView;
  step: ChatSteps;
  reply: ChatActionData;
  /** The fair-use note (null: under 80% of the day's messages, or unlimited). */
  allowance?: AllowanceView | null;
  /** The phone's "Chats" toggle, shown in the header. */
  listToggle: ReactNode;
  /** Characters the member may add to this chat. */
  candidates?: SpeakerView[];
}) {
  const { t, i18n } = useTranslation("chat");
  const m = useMessages();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const access = useAccessDialog(chat.bot);
  const stream = useChatStream(chat.bot.id, chat.id, access.open, chat.participants);
  const group = chat.participants.length > 1;
  const speakers = chat.participants.filter((p) => !p.archived);
  const voiceOf = useCallback(
    (speaker: SpeakerView | null) => {
      const p = chat.participants.find((x) => x.id === speaker?.id);
      return p ? { botId: p.id, voice: p.voice } : { botId: chat.bot.id, voice: chat.bot.voice };
    },
    [chat.participants, chat.bot],
  );
  const older = useOlderRows(chat);
  const deleter = useFetcher<DeleteReply>();
  const rewinder = useFetcher();
  const renamer = useFetcher<{ rename?: RenameReply }>();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [editingId, setEditingId] = useState<number | null>(step.edit);
  const closeDialog = useCallback(() => setDialog(null), []);
  const action = chatPath(chat.bot.id, chat.id);

  // Another chat: no editor or dialog carries over.
  useEffect(() => {
    setEditingId(null);
    setDialog((d) => (d?.kind === "deleted" ? d : null));
  }, [chat.id, chat.bot.id]);

  const { settle, clear } = stream;
  const storedIds = useMemo(() => new Set(chat.rows.map((r) => r.id)), [chat]);
  useEffect(() => settle(storedIds), [settle, storedIds]);

  // A reply the server is still writing (after Stop, or from another tab): look again shortly.
  const serverWriting =
    !stream.streaming && chat.rows.some((r) => r.status === "pending" || r.status === "streaming");
  useEffect(() => {
    if (!serverWriting) return;
    const id = setInterval(() => revalidator.state === "idle" && revalidator.revalidate(), 1500);
    return () => clearInterval(id);
  }, [serverWriting, revalidator]);

  useEffect(() => {
    if (deleter.state !== "idle" || !deleter.data?.deleted) return;
    clear();
    setDialog({ kind: "deleted" });
    // The deleted chat's address now opens the bot's next chat; say so in the address too.
    navigate(chatPath(chat.bot.id), { replace: true });
  }, [deleter.state, deleter.data, clear, navigate, chat.bot.id]);

  useEffect(() => {
    if (renamer.state === "idle" && renamer.data?.rename && renamer.data.rename.error === null)
      setDialog(null);
  }, [renamer.state, renamer.data]);

  const exchanges = mergeExchanges(older.rows, stream.live, older.hasMore ? "" : chat.greetingHtml);
  const lastUser = lastUserIndex(exchanges);
  const busy = stream.streaming || rewinder.state !== "idle";

  const controls: ChatControls = {
    action,
    hydrated,
    readOnly: chat.archived,
    busy,
    editingId: hydrated ? editingId : step.edit,
    rewindId: hydrated ? null : step.rewind,
    editReply: reply.edit ?? null,
    startEdit: setEditingId,
    cancelEdit: () => setEditingId(null),
    submitEdit: (exchange, text) => {
      const index = exchanges.findIndex((x) => x.key === exchange.key);
      if (index < lastUser) setDialog({ kind: "edit", exchange, text });
      else edit(exchange, text);
    },
    askRewind: (exchange) => setDialog({ kind: "rewind", exchange }),
    regenerate: (exchange) =>
      stream.run({ kind: "regenerate", message: exchange.message ?? "", messageId: exchange.id! }),
    retry: (exchange) =>
      exchange.live
        ? stream.retry(exchange.live)
        : stream.run({ kind: "send", message: exchange.message ?? "", messageId: exchange.id ?? undefined }),
  };

  function edit(exchange: Exchange, text: string) {
    setEditingId(null);
    setDialog(null);
    void stream.run({ kind: "edit", message: text, messageId: exchange.id! });
  }

  let body: ReactNode;
  if (chat.access) {
    body = (
      <div className="flex-1 overflow-y-auto p-4">
        <AccessNotice reason={chat.access} />
      </div>
    );
  } else if (step.confirmDelete) {
    body = <DeleteChatStep action={action} />;
  } else if (step.rename && chat.id) {
    body = <RenameChatStep action={action} title={chat.title} reply={reply.rename} />;
  } else if (step.report) {
    body = (
      <section aria-labelledby="report-title" className="flex-1 overflow-y-auto p-4 sm:p-6">
        <h3 id="report-title" className="mb-4 text-xl font-bold">
          {t("conversation.report", { name: chat.bot.name })}
        </h3>
        <ReportForm
          botId={chat.bot.id}
          chatId={chat.id}
          reply={reply.report}
          onDone={() => navigate(action)}
        />
      </section>
    );
  } else {
    body = (
      <>
        {step.deleted ? (
          <div
            role="status"
            className="m-4 rounded-xl border border-emerald-400/40 bg-emerald-950/60 p-4 text-center"
          >
            <p className="font-bold">{m(COPY.deleted)}</p>
            <p className="text-sm text-white/80">{t("conversation.deletedText")}</p>
          </div>
        ) : null}
        {chat.id && !chat.before ? (
          <GroupParticipants
            action={action}
            participants={chat.participants}
            candidates={candidates.filter((c) => !chat.participants.some((p) => p.id === c.id))}
            readOnly={chat.archived}
          />
        ) : null}
        {group ? <StreamingSpeaker exchanges={exchanges} /> : null}
        <ChatControlsProvider value={controls}>
          <MessageList
            exchanges={exchanges}
            busy={stream.streaming}
            voice={{ botId: chat.bot.id, voice: chat.bot.voice }}
            group={group ? { voiceOf } : null}
            notices={
              chat.crisisBanner || chat.breakSuggested ? (
                <>
                  {chat.crisisBanner ? <CrisisBanner /> : null}
                  {chat.breakSuggested ? <BreakSuggestion /> : null}
                </>
              ) : null
            }
            older={{
              href: older.hasMore && older.oldest !== null ? `${action}&before=${older.oldest}` : null,
              loading: older.loading,
              load: hydrated ? older.loadOlder : null,
            }}
          />
        </ChatControlsProvider>
        {allowance && !chat.before && !chat.archived ? <AllowanceNote allowance={allowance} /> : null}
        {chat.before ? (
          // An older page (without JavaScript) is for reading; writing happens below the newest.
          <div className="border-t border-white/10 p-3 text-center">
            <Link to={action} className="btn-primary">
              {t("conversation.newest")}
            </Link>
          </div>
        ) : chat.archived ? (
          <ArchivedNotice botName={chat.bot.name} />
        ) : (
          <Composer
            // Per bot, not per chat: a draft typed while the first reply made the chat is kept.
            key={chat.bot.id}
            action={action}
            botName={group ? t("conversation.theGroup") : chat.bot.name}
            streaming={stream.streaming}
            error={reply.send?.error}
            defaultMessage={reply.send?.message ?? ""}
            onSend={stream.send}
            onStop={stream.stop}
            group={group && chat.id ? { speakers, onContinue: stream.proceed } : null}
            onEditLast={() => {
              const last = exchanges[lastUser];
              if (!hydrated || busy || !last || last.id === null || last.stored === null) return false;
              setEditingId(last.id);
              return true;
            }}
          />
        )}
      </>
    );
  }

  return (
    <>
      <ChatHeader
        bot={group ? { ...chat.bot, name: groupName(chat.participants, i18n.language) } : chat.bot}
        chat={chat.id ? { id: chat.id, title: chat.title } : null}
        action={action}
        demoEngine={chat.demoEngine}
        archived={chat.archived}
        onRename={() => setDialog({ kind: "rename" })}
        onDelete={() => setDialog({ kind: "delete" })}
        onReport={() => setDialog({ kind: "report" })}
      >
        {listToggle}
      </ChatHeader>
      {body}

      <ChatDialogs
        dialog={dialog}
        chat={chat}
        action={action}
        deleter={deleter}
        renamer={renamer}
        rewinder={rewinder}
        onClose={closeDialog}
        onEdit={edit}
        onRewind={clear}
      />
      {access.dialog}
    </>
  );
}

// Chat (docs/requirements/dashboard.md#chat, #delete-chat, #report;
// docs/requirements/coming.md#conversations): the Chats list, the open chat and the "Recommended"
// list. Addresses: `/dashboard/chat` (the lists), `?bot=B` (the bot's most recent chat, or its
// greeting before the first message), `?bot=B&chat=C` (one chat by id: what the lists and every
// form use). Every step works as plain forms and pages without JavaScript (a reply is waited for,
// confirmations are their own steps); with it, replies stream in over SSE
// (dashboard.chat.stream.ts) and the confirmations are dialogs.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { COPY } from "#contract/messages";
import { ChatRouteError } from "~/components/chat/chat-error";
import { ChatList } from "~/components/chat/chat-list";
import { ChatPanel, MobileListToggle } from "~/components/chat/chat-panels";
import { Conversation, type ChatActionData } from "~/components/chat/conversation";
import { NowProvider } from "~/components/chat/message-time";
import { RecommendedList } from "~/components/chat/recommended-list";
import { loadAllowance } from "~/utils/allowance.server";
import { requireToken } from "~/utils/auth.server";
import {
  deleteAction,
  editAction,
  newChatAction,
  rateAction,
  regenerateAction,
  renameAction,
  rewindAction,
  selectAction,
} from "~/utils/chat-actions.server";
import { reportAction } from "~/utils/chat-report.server";
import {
  addParticipantAction,
  removeParticipantAction,
  sendOrContinueAction,
} from "~/utils/group-actions.server";
import { loadChatPage } from "~/utils/chat.server";
import { useHydrated } from "~/utils/hydrated";
import { getFixedT } from "~/utils/i18n.server";
import { useMessages } from "~/utils/messages";
import { seoMeta } from "~/utils/seo";
import { readForm } from "~/utils/request.server";

const id = z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined);
const ChatQuery = z.object({
  bot: id,
  chat: id,
  report: z.string().optional(),
  confirm: z.string().optional(),
  deleted: z.string().optional(),
  rename: z.string().optional(),
  edit: id,
  rewind: id,
  before: id,
});

const queryOf = (request: Request) => ChatQuery.parse(Object.fromEntries(new URL(request.url).searchParams));

/** A screenshot is at most 5 MB; the rest of the form is small. */
const MAX_BODY_BYTES = 6 * 1024 * 1024;

export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireToken(request);
  const query = queryOf(request);
  const [page, allowance, t] = await Promise.all([
    loadChatPage(request, token, {
      botId: query.bot ?? null,
      chatId: query.chat ?? null,
      before: query.before ?? null,
    }),
    query.bot ? loadAllowance(request, token) : null,
    getFixedT(request, "chat"),
  ]);
  const name = page.chat?.bot.name;
  return {
    ...page,
    meta: name
      ? { title: t("meta.botTitle", { name }), description: t("meta.botDescription", { name }) }
      : { title: t("meta.title"), description: t("meta.description") },
    allowance,
    now: Date.now(),
    step: {
      report: query.report === "1",
      confirmDelete: query.confirm === "delete",
      deleted: query.deleted === "1",
      rename: query.rename === "1",
      edit: query.edit ?? null,
      rewind: query.rewind ?? null,
    },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const token = await requireToken(request);
  const query = queryOf(request);
  if (!query.bot) throw new Response("Choose a bot.", { status: 400 });
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_BODY_BYTES)
    throw new Response("The upload is too large.", { status: 413 });
  const target = { botId: query.bot, chatId: query.chat ?? null };
  const form = await readForm(request);
  switch (form.get("intent")) {
    case "send":
      return sendOrContinueAction(request, token, target, form);
    case "add-participant":
      return addParticipantAction(request, token, target, form);
    case "remove-participant":
      return removeParticipantAction(request, token, target, form);
    case "new-chat":
      return newChatAction(request, token, target, form);
    case "rename":
      return renameAction(request, token, target, form);
    case "delete":
      return deleteAction(request, token, target);
    case "regenerate":
      return regenerateAction(request, token, target, form);
    case "select":
      return selectAction(request, token, target, form);
    case "rate":
      return rateAction(request, token, target, form);
    case "edit":
      return editAction(request, token, target, form);
    case "rewind":
      return rewindAction(request, token, target, form);
    case "report":
      return reportAction(request, token, target, form);
    default:
      throw new Response("Unknown action", { status: 400 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta({
    matches,
    ...(data?.meta ?? { title: "Chats", description: "Your private chats on Infinite." }),
    path: "/dashboard/chat",
  });

/** The action's answers the page shows, by what they are about. */
function replyOf(data: unknown): ChatActionData {
  if (!data || typeof data !== "object") return {};
  const d = data as Record<string, unknown>;
  return {
    send: "error" in d && "message" in d ? (d as { error: string; message: string }) : null,
    report: (d.report as ChatActionData["report"]) ?? null,
    rename: (d.rename as ChatActionData["rename"]) ?? null,
    edit: (d.edit as ChatActionData["edit"]) ?? null,
  };
}

export default function Chat() {
  const { chat, chats, recommended, step, now, allowance } = useLoaderData<typeof loader>();
  const { t } = useTranslation("chat");
  const m = useMessages();
  const reply = replyOf(useActionData<typeof action>());
  const navigation = useNavigation();
  const location = useLocation();
  const hydrated = useHydrated();
  const [showList, setShowList] = useState(!chat);
  // Every navigation (a chat picked from the list, even the open one) shows the conversation.
  const hasChat = Boolean(chat);
  useEffect(() => setShowList(!hasChat), [hasChat, location.key]);

  const switching =
    navigation.state === "loading" &&
    navigation.location.pathname === "/dashboard/chat" &&
    navigation.location.search !== location.search;
  const toggle = <MobileListToggle.Control hydrated={hydrated} checked={showList} onChange={setShowList} />;

  return (
    <NowProvider serverNow={now}>
      <div className="group/chat card fill-screen flex overflow-hidden">
        <MobileListToggle.Input hydrated={hydrated} checked={showList} onChange={setShowList} />
        <ChatPanel kind="conversation" hasBot={Boolean(chat)}>
          {chat ? (
            <Conversation
              chat={chat}
              step={step}
              reply={reply}
              listToggle={toggle}
              allowance={allowance}
              candidates={recommended}
            />
          ) : (
            <div className="m-auto max-w-sm p-8 text-center">
              <p className="text-2xl font-bold">{m(COPY.noConversations)}</p>
              <p className="mt-2 text-white/75">{t("page.empty")}</p>
              <Link to="/dashboard/discover" className="btn-primary mt-6">
                {t("page.discover")}
              </Link>
            </div>
          )}
        </ChatPanel>
        <ChatPanel kind="list" hasBot={Boolean(chat)}>
          {chat ? <div className="border-b border-white/10 p-3 lg:hidden">{toggle}</div> : null}
          <div className="min-h-0 flex-1 overflow-y-auto">
            <ChatList chats={chats} currentId={chat?.id ?? null} />
            <RecommendedList bots={recommended} currentId={chat?.bot.id ?? null} loading={switching} />
          </div>
        </ChatPanel>
      </div>
    </NowProvider>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation("chat");
  return (
    <ChatRouteError
      missing={{ title: t("page.missingTitle"), text: t("page.missingText") }}
      failed={{ title: t("page.failedTitle"), text: t("page.failedText") }}
      back={{ to: "/dashboard/discover", label: t("page.discover") }}
    />
  );
}

// /dashboard/chat/memory?bot=B[&chat=C] (issue "Conversations"): what a bot remembers about the user,
// across every chat with it: facts taken from chats automatically and facts the user adds; edit,
// delete, a switch to pause automatic memory, and the running summary of the latest chat. `chat` is
// where "Back to chat" returns; `edit=ID` opens one memory's editor (a step of the page, with or
// without JavaScript).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { BotImage } from "~/components/bot-image";
import { ChatRouteError } from "~/components/chat/chat-error";
import {
  AddMemoryForm,
  ChatSummary,
  MemoryItem,
  PauseSwitch,
  type MemoryReply,
} from "~/components/chat/memory-panel";
import { NowProvider } from "~/components/chat/message-time";
import { memoryPath } from "~/components/chat/paths";
import { requireToken } from "~/utils/auth.server";
import { chatPath } from "~/utils/chat-access";
import { loadMemoryPage, memoryAction } from "~/utils/memory.server";
import { seoMeta } from "~/utils/seo";
import { readForm } from "~/utils/request.server";
import { useTranslation } from "react-i18next";
import { getFixedT } from "~/utils/i18n.server";

const id = z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined);
const MemoryQuery = z.object({ bot: id, chat: id, edit: id });

const queryOf = (request: Request) =>
  MemoryQuery.parse(Object.fromEntries(new URL(request.url).searchParams));

export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireToken(request);
  const query = queryOf(request);
  if (!query.bot) throw redirect("/dashboard/chat");
  const [page, t] = await Promise.all([
    loadMemoryPage(request, token, query.bot),
    getFixedT(request, "chat"),
  ]);
  return {
    ...page,
    chatId: query.chat ?? null,
    editId: query.edit ?? null,
    now: Date.now(),
    meta: { title: t("memory.metaTitle", { name: page.bot.name }), description: t("memory.metaDescription") },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const token = await requireToken(request);
  const query = queryOf(request);
  if (!query.bot) throw new Response("Choose a bot.", { status: 400 });
  return memoryAction(
    request,
    token,
    { botId: query.bot, chatId: query.chat ?? null },
    await readForm(request),
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta({
    matches,
    ...(data?.meta ?? {
      title: "Memory",
      description: "What a bot remembers about you, and how to change it.",
    }),
    path: "/dashboard/chat/memory",
  });

export default function MemoryPage() {
  const { bot, memories, settings, chatId, editId, now } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { add?: MemoryReply; edit?: MemoryReply } | undefined;
  const action = memoryPath(bot.id, chatId);
  const full = settings.count >= settings.limit;
  const { t } = useTranslation("chat");
  return (
    <NowProvider serverNow={now}>
      <div className="mx-auto max-w-3xl space-y-6">
        <Link
          to={chatPath(bot.id, chatId)}
          className="inline-flex items-center gap-1 text-sm text-white/75 hover:text-white"
        >
          <span aria-hidden="true">←</span> {t("memory.back")}
        </Link>
        <section aria-labelledby="memory-title" className="card space-y-6 p-5 sm:p-6">
          <header className="flex items-center gap-3">
            <BotImage src={bot.image} name={bot.name} className="h-12 w-12 shrink-0 rounded-full text-lg" />
            <div className="min-w-0">
              <h2 id="memory-title" className="text-xl font-bold break-words">
                {t("memory.title", { name: bot.name })}
              </h2>
              <p className="text-sm text-white/70">
                {t("memory.about", { name: bot.name, count: settings.count, limit: settings.limit })}
              </p>
            </div>
          </header>
          {bot.archived ? (
            // Nothing new is remembered for a bot its creator deleted; what is here stays the user's.
            <p role="status" className="text-sm text-amber-200" data-testid="memory-archived">
              {t("memory.archived", { name: bot.name })}
            </p>
          ) : (
            <>
              <PauseSwitch
                key={String(settings.paused)}
                action={action}
                paused={settings.paused}
                botName={bot.name}
              />
              <AddMemoryForm action={action} botName={bot.name} reply={answer?.add ?? null} full={full} />
            </>
          )}
          {full && !bot.archived ? (
            <p role="status" className="text-sm text-amber-200">
              {t("memory.full", { name: bot.name })}
            </p>
          ) : null}
          <section aria-labelledby="memory-list-title">
            <h3 id="memory-list-title" className="mb-3 text-lg font-bold">
              {t("memory.list")}
            </h3>
            {memories.length ? (
              <ul className="space-y-2" data-testid="memory-list">
                {memories.map((memory) => (
                  <MemoryItem
                    key={memory.id}
                    memory={memory}
                    action={action}
                    editing={editId === memory.id}
                    reply={answer?.edit?.id === memory.id ? answer.edit : null}
                  />
                ))}
              </ul>
            ) : (
              <p className="text-white/70">{t("memory.empty", { name: bot.name })}</p>
            )}
          </section>
        </section>
        <ChatSummary summary={settings.summary} botName={bot.name} />
      </div>
    </NowProvider>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation("chat");
  return (
    <ChatRouteError
      missing={{ title: t("memory.missingTitle"), text: t("memory.missingText") }}
      failed={{ title: t("memory.failedTitle"), text: t("memory.failedText") }}
      back={{ to: "/dashboard/chat", label: t("newGroup.back") }}
    />
  );
}

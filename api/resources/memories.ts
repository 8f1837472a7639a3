// Memory per user and bot: GET/POST /bots/{botId}/memories, GET/PUT /bots/{botId}/memories/settings
// (the pause switch), PATCH/DELETE /memories/{id}. Someone else's memory is 404.
import { Hono } from "hono";
import { CHAT_COPY, memorySchema, memorySettingsSchema } from "../../contract/chat-schemas";
import { botRef, findBot } from "../domain/chat-bot";
import {
  addMemory,
  editMemory,
  listMemories,
  memorySettingsOf,
  removeMemory,
  setPaused,
} from "../domain/memory";
import { adultsOnly } from "../http/adults-only";
import { authMiddleware } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { ok } from "../http/envelope";
import { idParam } from "../http/id-param";
import { parseBody } from "../http/validate";
import type { Services } from "../services/types";

/** Under /bots/{botId}/memories: the bot id comes from the mount's prefix. */
export function botMemoriesResource(services: Services) {
  const r = new Hono<ApiEnv>();
  const requireUser = authMiddleware(services, { required: true });
  r.use("/", requireUser, adultsOnly);
  r.use("/*", requireUser, adultsOnly);
  // Memories of an archived bot (its creator left) are still the user's to read; none are added.
  const botRow = (value: string | undefined, userId: number, archived?: "read") =>
    findBot(services, idParam(value ?? "", CHAT_COPY.botNotFound), userId, { archived });
  const bot = async (value: string | undefined, userId: number, archived?: "read") =>
    (await botRow(value, userId, archived)).id;

  // The list is `data`; the panel's extras (pause switch, limit, summary) sit beside it.
  r.get("/", async (c) => {
    const botId = await bot(c.req.param("botId"), c.get("user").id, "read");
    const userId = c.get("user").id;
    const [list, settings] = await Promise.all([
      listMemories(services, userId, botId),
      memorySettingsOf(services, userId, botId),
    ]);
    return c.json({
      success: true as const,
      message: "Memories",
      data: list,
      paused: settings.paused,
      limit: settings.limit,
      summary: settings.summary,
    });
  });

  r.post("/", async (c) => {
    const botId = await bot(c.req.param("botId"), c.get("user").id);
    const input = await parseBody(c, memorySchema);
    return ok(c, await addMemory(services, c.get("user").id, botId, input.text), "Memory saved", 201);
  });

  // With the bot, so the Memory page needs no other call (and shows an archived one).
  r.get("/settings", async (c) => {
    const found = await botRow(c.req.param("botId"), c.get("user").id, "read");
    const settings = await memorySettingsOf(services, c.get("user").id, found.id);
    return ok(c, { ...settings, bot: botRef(found) }, "Memory settings");
  });

  r.put("/settings", async (c) => {
    const botId = await bot(c.req.param("botId"), c.get("user").id);
    const input = await parseBody(c, memorySettingsSchema);
    const settings = await setPaused(services, c.get("user").id, botId, input.paused);
    return ok(c, settings, settings.paused ? "Automatic memory paused" : "Automatic memory on");
  });

  return r;
}

/** Under /memories: one memory by its own id. */
export function memoriesResource(services: Services) {
  const r = new Hono<ApiEnv>();
  r.use("/*", authMiddleware(services, { required: true }), adultsOnly);
  const memoryId = (value: string) => idParam(value, CHAT_COPY.memoryNotFound);

  r.patch("/:id{[0-9]+}", async (c) => {
    const id = memoryId(c.req.param("id"));
    const input = await parseBody(c, memorySchema);
    return ok(c, await editMemory(services, c.get("user").id, id, input.text), "Memory saved");
  });

  r.delete("/:id{[0-9]+}", async (c) => {
    await removeMemory(services, c.get("user").id, memoryId(c.req.param("id")));
    return ok(c, null, "Memory deleted");
  });

  return r;
}

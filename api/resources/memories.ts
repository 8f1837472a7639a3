// Memory per user and bot: GET/POST /bots/{botId}/memories, GET/PUT /bots/{botId}/memories/settings
// (the pause switch), PATCH/DELETE /memories/{id}. Someone else's memory is 404.
import { Hono } from "hono";
import { CHAT_COPY, memorySchema, memorySettingsSchema } from "../../contract/chat-schemas";
import { findBot } from "../domain/chats";
import {
  addMemory,
  editMemory,
  listMemories,
  memorySettingsOf,
  removeMemory,
  setPaused,
} from "../domain/memory";
import { authMiddleware } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { ok } from "../http/envelope";
import { idParam } from "../http/id-param";
import { parseBody } from "../http/validate";
import type { Services } from "../services/types";

export function memoriesResource(services: Services) {
  const r = new Hono<ApiEnv>();
  const requireUser = authMiddleware(services, { required: true });
  r.use("/bots/:botId{[0-9]+}/memories", requireUser);
  r.use("/bots/:botId{[0-9]+}/memories/*", requireUser);
  r.use("/memories/*", requireUser);
  const bot = async (value: string, userId: number) =>
    (await findBot(services, idParam(value, CHAT_COPY.botNotFound), userId)).id;
  const memoryId = (value: string) => idParam(value, CHAT_COPY.memoryNotFound);

  // The list is `data`; the panel's extras (pause switch, limit, summary) sit beside it.
  r.get("/bots/:botId{[0-9]+}/memories", async (c) => {
    const botId = await bot(c.req.param("botId"), c.get("user").id);
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

  r.post("/bots/:botId{[0-9]+}/memories", async (c) => {
    const botId = await bot(c.req.param("botId"), c.get("user").id);
    const input = await parseBody(c, memorySchema);
    return ok(c, await addMemory(services, c.get("user").id, botId, input.text), "Memory saved", 201);
  });

  r.get("/bots/:botId{[0-9]+}/memories/settings", async (c) => {
    const botId = await bot(c.req.param("botId"), c.get("user").id);
    return ok(c, await memorySettingsOf(services, c.get("user").id, botId), "Memory settings");
  });

  r.put("/bots/:botId{[0-9]+}/memories/settings", async (c) => {
    const botId = await bot(c.req.param("botId"), c.get("user").id);
    const input = await parseBody(c, memorySettingsSchema);
    const settings = await setPaused(services, c.get("user").id, botId, input.paused);
    return ok(c, settings, settings.paused ? "Automatic memory paused" : "Automatic memory on");
  });

  r.patch("/memories/:id{[0-9]+}", async (c) => {
    const id = memoryId(c.req.param("id"));
    const input = await parseBody(c, memorySchema);
    return ok(c, await editMemory(services, c.get("user").id, id, input.text), "Memory saved");
  });

  r.delete("/memories/:id{[0-9]+}", async (c) => {
    await removeMemory(services, c.get("user").id, memoryId(c.req.param("id")));
    return ok(c, null, "Memory deleted");
  });

  return r;
}

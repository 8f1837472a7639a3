// Where the chat's own pages, files and data live (routes dashboard.chat_.memory.tsx,
// dashboard.chat.export.ts, dashboard.chat.older.ts).
export const MEMORY_PAGE = "/dashboard/chat/memory";
export const EXPORT_ROUTE = "/dashboard/chat/export";

/** The Memory page of a bot; `chatId` is the chat its Back link returns to. */
export const memoryPath = (botId: number, chatId?: number | null) =>
  `${MEMORY_PAGE}?bot=${botId}${chatId ? `&chat=${chatId}` : ""}`;

export const chatExportPath = (chatId: number, format: "md" | "json") =>
  `${EXPORT_ROUTE}?chat=${chatId}&format=${format}`;

/** The (`limit`, default one page) exchanges before message `before`, as data for the list. */
export const olderRowsPath = (chatId: number, before: number, limit?: number) =>
  `/dashboard/chat/older?chat=${chatId}&before=${before}${limit ? `&limit=${limit}` : ""}`;

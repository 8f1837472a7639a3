// The console's shapes (contract/admin.ts) from database rows.
import type { AdminBot, AdminCard, AdminCharacter, AdminPerson } from "../../../contract/admin";
import type { BotRow, UserRow } from "../../db/rows";
import { isInCatalogue } from "../bot-visibility";

type PersonFields = Pick<UserRow, "id" | "email" | "firstName" | "lastName">;

export const fullName = (u: Pick<UserRow, "firstName" | "lastName">) => `${u.firstName} ${u.lastName}`.trim();

export const person = (u: PersonFields): AdminPerson => ({ id: u.id, email: u.email, name: fullName(u) });

export function adminCard(bot: BotRow): AdminCard {
  const c = bot.card;
  return {
    description: c.description ?? "",
    personality: c.personality ?? "",
    scenario: c.scenario ?? "",
    first_mes: c.first_mes ?? "",
    mes_example: c.mes_example ?? "",
    system_prompt: c.system_prompt ?? "",
    post_history_instructions: c.post_history_instructions ?? "",
    tags: c.tags ?? [],
  };
}

export function adminBot(bot: BotRow, owner: PersonFields | null): AdminBot {
  return {
    id: bot.id,
    slug: bot.slug,
    name: bot.name,
    image: bot.image,
    character: bot.character,
    text: bot.text,
    category: bot.category,
    owner: owner ? person(owner) : null,
    visibility: bot.visibility,
    review_status: bot.reviewStatus,
    hidden: bot.hiddenAt !== null,
    hidden_at: bot.hiddenAt?.toISOString() ?? null,
    archived_at: bot.archivedAt?.toISOString() ?? null,
    in_catalogue: isInCatalogue(bot),
    created_at: bot.createdAt.toISOString(),
    card: adminCard(bot),
    model_id: bot.modelId,
  };
}

export function adminCharacter(bot: BotRow, owner: PersonFields): AdminCharacter {
  return {
    id: bot.id,
    name: bot.name,
    image: bot.image,
    tagline: bot.character,
    category: bot.category,
    owner: person(owner),
    visibility: bot.visibility,
    review_status: bot.reviewStatus,
    review_reason: bot.reviewReason,
    hidden: bot.hiddenAt !== null,
    created_at: bot.createdAt.toISOString(),
    card: adminCard(bot),
  };
}

// "Delete my account": the user row goes, and with it (ON DELETE CASCADE) chats and their messages,
// memories, tokens, favourites, notifications, subscriptions, checkout sessions and reports. Their
// characters go too, except that one other members still have chats or memories with is archived
// for them (characters/retire.ts): the creator's ownership and own chats end, the card stays as the
// snapshot those chats keep. What lives outside those rows is ended here too: a renewal at the
// payment provider, uploaded files, codes still pending for the email. Mail already sent (the
// outbox) is a record of the past and stays.
import { errorSummary } from "../../contract/error-summary";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { ACCOUNT_COPY } from "../../contract/account";
import type { UserRow } from "../db/rows";
import { botReports, bots, conversations, memories, otpCodes, subscriptions, users } from "../db/schema";
import { catalogueChanged } from "../http/read-cache";
import { ApiError } from "../http/envelope";
import type { Services } from "../services/types";
import { normalizeEmail } from "./accounts";
import { imageKey } from "./characters/avatar";
import { dropUnneededArchived, retireCharacters } from "./characters/retire";
import { verifyPassword } from "./passwords";

/**
 * The account's owner proves it is them: the password, or (Google-only accounts, which have none)
 * the account's email typed out. 422 with the field's message otherwise.
 */
export async function confirmDeletion(
  user: UserRow,
  input: { password?: string; confirm_email?: string },
  client?: string,
): Promise<void> {
  if (user.passwordHash) {
    if (!input.password) {
      throw new ApiError(422, ACCOUNT_COPY.passwordRequired, { password: [ACCOUNT_COPY.passwordRequired] });
    }
    if (!(await verifyPassword(input.password, user.passwordHash, client))) {
      throw new ApiError(422, ACCOUNT_COPY.passwordIncorrect, { password: [ACCOUNT_COPY.passwordIncorrect] });
    }
    return;
  }
  const typed = input.confirm_email?.trim();
  if (!typed) {
    throw new ApiError(422, ACCOUNT_COPY.confirmEmailRequired, {
      confirm_email: [ACCOUNT_COPY.confirmEmailRequired],
    });
  }
  if (normalizeEmail(typed) !== user.email) {
    throw new ApiError(422, ACCOUNT_COPY.confirmEmailMismatch, {
      confirm_email: [ACCOUNT_COPY.confirmEmailMismatch],
    });
  }
}

/** Stops every renewal the payment provider would still charge for. */
async function cancelRenewals(services: Services, user: UserRow) {
  const renewing = await services.db
    .select({ id: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, user.id),
        eq(subscriptions.provider, "stripe"),
        inArray(subscriptions.status, ["active", "past_due"]),
        isNotNull(subscriptions.providerSubscriptionId),
      ),
    );
  for (const { id } of renewing) {
    if (!id) continue;
    if (services.payments.name === "stripe" && services.payments.cancelSubscription) {
      // The provider logs a refusal (already cancelled, unknown) for the operator.
      await services.payments.cancelSubscription(id);
    } else {
      services.log(
        `[payments] account ${user.id} deleted with Stripe subscription ${id}, but Stripe is not configured: cancel it in the Stripe dashboard`,
      );
    }
  }
}

/** Archived characters this user has chats or memories with: kept for them until now. */
async function archivedKeptFor(services: Services, userId: number): Promise<number[]> {
  const [chats, remembered] = await Promise.all([
    services.db
      .selectDistinct({ botId: conversations.botId })
      .from(conversations)
      .innerJoin(bots, eq(bots.id, conversations.botId))
      .where(and(eq(conversations.userId, userId), isNotNull(bots.archivedAt))),
    services.db
      .selectDistinct({ botId: memories.botId })
      .from(memories)
      .innerJoin(bots, eq(bots.id, memories.botId))
      .where(and(eq(memories.userId, userId), isNotNull(bots.archivedAt))),
  ]);
  return [...new Set([...chats, ...remembered].map((r) => r.botId))];
}

export async function deleteAccount(services: Services, user: UserRow): Promise<void> {
  const { db } = services;
  const reports = await db
    .select({ key: botReports.screenshotKey })
    .from(botReports)
    .where(and(eq(botReports.userId, user.id), isNotNull(botReports.screenshotKey)));
  const archivedWithUser = await archivedKeptFor(services, user.id);

  await cancelRenewals(services, user);
  const retired = await db.transaction(async (tx) => {
    // Before the user row: its cascade would take other members' chats with these characters.
    const outcome = await retireCharacters(tx, user.id, services.now());
    // Codes are kept by email, not by account: a pending one carries a password hash and names.
    await tx.delete(otpCodes).where(eq(otpCodes.email, user.email));
    await tx.delete(users).where(eq(users.id, user.id));
    return outcome;
  });
  // An approved character was in the catalogue.
  if (retired.deletedImages.length || retired.archivedIds.length) catalogueChanged(db);
  // Files go once the rows are gone, so a failure here leaves an orphan file, never a broken account.
  const files = [user.avatarKey, ...reports.map((r) => r.key), ...retired.deletedImages.map(imageKey)];
  for (const key of files.filter((k): k is string => Boolean(k))) {
    await services.storage.delete(key).catch((err) => {
      services.log(`[storage] ${key} of a deleted account not removed: ${errorSummary(err)}`);
    });
  }
  // Characters archived for this member alone are needed no more.
  await dropUnneededArchived(services, archivedWithUser);
}

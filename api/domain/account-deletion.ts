// "Delete my account": the user row goes, and with it (ON DELETE CASCADE) chats and their messages,
// tokens, favourites, notifications, subscriptions, checkout sessions, reports and characters. What lives
// outside those rows is ended here too: a renewal at the payment provider, uploaded files, codes
// still pending for the email. Mail already sent (the outbox) is a record of the past and stays.
import { errorSummary } from "../../contract/error-summary";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { ACCOUNT_COPY } from "../../contract/account";
import type { UserRow } from "../db/rows";
import { botReports, bots, otpCodes, subscriptions, users } from "../db/schema";
import { catalogueChanged } from "../http/read-cache";
import { ApiError } from "../http/envelope";
import type { Services } from "../services/types";
import { normalizeEmail } from "./accounts";
import { imageKey } from "./characters/avatar";
import { verifyPassword } from "./passwords";

/**
 * The account's owner proves it is them: the password, or (Google-only accounts, which have none)
 * the account's email typed out. 422 with the field's message otherwise.
 */
export async function confirmDeletion(
  user: UserRow,
  input: { password?: string; confirm_email?: string },
): Promise<void> {
  if (user.passwordHash) {
    if (!input.password) {
      throw new ApiError(422, ACCOUNT_COPY.passwordRequired, { password: [ACCOUNT_COPY.passwordRequired] });
    }
    if (!(await verifyPassword(input.password, user.passwordHash))) {
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

export async function deleteAccount(services: Services, user: UserRow): Promise<void> {
  const { db } = services;
  const reports = await db
    .select({ key: botReports.screenshotKey })
    .from(botReports)
    .where(and(eq(botReports.userId, user.id), isNotNull(botReports.screenshotKey)));
  // The user's characters go with the account (ON DELETE CASCADE), and so do their pictures.
  const characters = await db.select({ image: bots.image }).from(bots).where(eq(bots.ownerId, user.id));
  const files = [
    user.avatarKey,
    ...reports.map((r) => r.key),
    ...characters.map((b) => imageKey(b.image)),
  ].filter((k): k is string => Boolean(k));

  await cancelRenewals(services, user);
  await db.transaction(async (tx) => {
    // Codes are kept by email, not by account: a pending one carries a password hash and names.
    await tx.delete(otpCodes).where(eq(otpCodes.email, user.email));
    await tx.delete(users).where(eq(users.id, user.id));
  });
  if (characters.length) catalogueChanged(db); // an approved one was in the catalogue
  // Files go once the rows are gone, so a failure here leaves an orphan file, never a broken account.
  for (const key of files) {
    await services.storage.delete(key).catch((err) => {
      services.log(`[storage] ${key} of a deleted account not removed: ${errorSummary(err)}`);
    });
  }
}

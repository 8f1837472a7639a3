// The seed catalogue: applied to an empty database at start-up and by `npm run db:seed`.
// Idempotent: rows are matched by slug/title and updated in place, never duplicated; seed rows a
// database lacks (bots added to the catalogue after it was first seeded) are inserted. Start-up
// leaves an already-seeded database alone, so run `npm run db:seed` to bring in new bots.
// It leaves the API's read cache alone (api/http sits above api/db): start-up seeds before the API
// answers anything, and `npm run db:seed` runs in its own process, so a running API's cached
// catalogue reads expire within the stale time (api/http/read-cache.ts).
import { count, sql } from "drizzle-orm";
import type { Database } from "./client";
import { oneRow } from "./rows";
import { bots, contentPages, faqs, plans, socialLinks } from "./schema";
import { seedBots } from "./seed/bots";
import { faqs as seedFaqs } from "./seed/faq";
import { seedPages } from "./seed/pages";
import { seedPlans } from "./seed/plans";
import { seedSocialLinks } from "./seed/social-links";
import { sanitizeRichText } from "../../contract/sanitize";

export const botImagePath = (slug: string) => `/api/v1/media/bots/${slug}.svg`;

export async function seedDatabase(db: Database) {
  await db.transaction(async (tx) => {
    for (const [i, b] of seedBots.entries()) {
      const row = {
        slug: b.slug,
        name: b.name,
        category: b.category,
        character: b.character,
        text: b.text,
        image: botImagePath(b.slug),
        card: b.card,
        sortOrder: i + 1,
      };
      await tx.insert(bots).values(row).onConflictDoUpdate({ target: bots.slug, set: row });
    }
    for (const p of seedPlans) {
      const row = {
        slug: p.slug,
        name: p.name,
        icon: p.icon,
        priceCents: p.price_cents,
        interval: p.interval,
        popular: p.popular,
        description: sanitizeRichText(p.description),
        sortOrder: p.sort_order,
      };
      // The allowance is the operator's once the plan exists (Admin → Plans).
      await tx
        .insert(plans)
        .values({ ...row, dailyMessages: p.daily_messages })
        .onConflictDoUpdate({ target: plans.slug, set: row });
    }
    for (const [i, page] of seedPages.entries()) {
      const row = {
        slug: page.slug,
        title: page.title,
        content: sanitizeRichText(page.content),
        sortOrder: i + 1,
      };
      await tx
        .insert(contentPages)
        .values(row)
        // Only touch updated_at when the text really changed, so "last updated" stays truthful.
        .onConflictDoUpdate({
          target: contentPages.slug,
          set: {
            ...row,
            updatedAt: sql`case when ${contentPages.content} is distinct from excluded.content or ${contentPages.title} is distinct from excluded.title then now() else ${contentPages.updatedAt} end`,
          },
        });
    }
    for (const [i, faq] of seedFaqs.entries()) {
      const row = { question: faq.question, answer: faq.answer, sortOrder: i + 1 };
      await tx.insert(faqs).values(row).onConflictDoUpdate({ target: faqs.question, set: row });
    }
    for (const [i, link] of seedSocialLinks.entries()) {
      const row = { title: link.title, url: link.url, sortOrder: i + 1 };
      await tx.insert(socialLinks).values(row).onConflictDoUpdate({ target: socialLinks.title, set: row });
    }
  });
}

/** Seeds only a database that has no bots yet (first start). */
export async function seedIfEmpty(db: Database) {
  const { value } = oneRow(await db.select({ value: count() }).from(bots));
  if (value === 0) {
    await seedDatabase(db);
    return true;
  }
  return false;
}

// One pg-core schema for both drivers (PGlite by default, PostgreSQL with DATABASE_URL), one module
// per area under schema/. Code imports tables from here; drizzle-kit reads this file.
// Emails are stored lower-cased so uniqueness and look-ups are case-insensitive.
export * from "./schema/accounts";
export * from "./schema/bots";
export * from "./schema/conversations";
export * from "./schema/billing";
export * from "./schema/site";
export * from "./schema/operations";

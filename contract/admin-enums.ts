// The operator console's closed lists, apart from contract/admin.ts so that the answer shapes
// (admin-types.ts) can name them without an import circle. Re-exported by contract/admin.ts.
export const PLAN_ICONS = ["spark", "bolt", "crown", "gem"] as const;
export const PLAN_INTERVALS = ["day", "week", "month", "year"] as const;
export const REPORT_ACTIONS = ["dismiss", "hide_bot", "ban_user"] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

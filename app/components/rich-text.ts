// How sanitized page HTML (content pages, the console's preview of them) is styled: one class list,
// so the preview looks exactly like the page it previews.
export const RICH_TEXT_CLASS =
  "space-y-4 text-white/85 [&_a]:text-brand-300 [&_a]:underline [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc";

// A stored reply's HTML as the words a member reads: tags dropped and the entities the renderer
// writes turned back, so a test can look for a sentence (the crisis resources, a name) in it.
export const replyText = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

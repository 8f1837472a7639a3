// Seed social links shown in the footer and on the contact page, in display order.
import type { SeedSocialLink } from "./types";

export const seedSocialLinks: SeedSocialLink[] = [
  { title: "Facebook", url: "https://www.facebook.com/infiniteapp" },
  { title: "Youtube", url: "https://www.youtube.com/@infiniteapp" },
  { title: "Linkedin", url: "https://www.linkedin.com/company/infiniteapp" },
  { title: "X", url: "https://x.com/infiniteapp" },
  { title: "Instagram", url: "https://www.instagram.com/infiniteapp" },
];

// The five questions of the home page "Frequently Asked Questions" accordion (docs/requirements/site.md#faq).
export const faqs: { question: string; answer: string }[] = [
  {
    question: "What is Infinite?",
    answer:
      "Infinite is a place for adults (18+) to chat with AI companion characters, any time of day or night. Flirt with a charming barista, plan your week with a motivational coach, practise French, solve a noir mystery or just talk things over with a friendly face. Every bot has its own personality and way of talking, every chat says it is an AI character, and your conversations are saved so you can pick up where you left off.",
  },
  {
    question: "Can I try it without a subscription?",
    answer:
      "Yes. You don't need a subscription to get started: a one-time Chat Pass costs $4.99 and unlocks unlimited chat with one bot of your choice for a full day. If you enjoy it, the monthly plan opens up every bot in the catalogue, and you can also choose a weekly pass or save with a yearly plan.",
  },
  {
    question: "Are my chats private?",
    answer:
      "Your conversations are stored with your account and other users can never see them. By default the replies are written by Infinite's built-in engine on our own servers, so your messages go to no AI company; only if the site's operator connects an AI model service does it receive what it needs to write the next message. Our team doesn't read chats unless you report a bot or we need to investigate abuse. You can permanently delete a conversation from the chat menu, and download all your data or delete your account in Settings.",
  },
  {
    question: "Which bots can I chat with?",
    answer:
      "More than 20 bots across categories like Romance, Friendship, Coaching, Wellness, Learning, Fantasy, Sci-Fi, Mystery, Adventure and Comedy, and we add new characters regularly. Browse them on Meet the Bots, filter by category, and star your favourites so they are always one tap away.",
  },
  {
    question: "How do I cancel my plan?",
    answer:
      "Open Subscriptions in your dashboard to see your current plan and when it renews, and cancel from there, or send us a message through the contact page and we'll sort it out for you. When you cancel, you keep access until the end of the period you've already paid for and you won't be charged again. A Chat Pass is a one-time purchase, so there is nothing to cancel.",
  },
];

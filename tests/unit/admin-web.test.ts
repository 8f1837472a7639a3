// The console's pure helpers: reported replies shown as plain text (nothing a bot wrote renders as
// markup), and the bot form's PATCH body (an emptied card field clears it rather than being dropped).
import { describe, expect, it } from "vitest";
import { botFormSchema, botPatchOf } from "~/components/admin/bot-editor";
import { htmlToText } from "~/utils/html-text";

describe("htmlToText", () => {
  it("drops tags, keeps line breaks between blocks and decodes entities once", () => {
    expect(
      htmlToText(
        "<p>Hi <strong>there</strong></p><p>a &amp;lt;b&amp;gt; &lt;i&gt; &quot;q&quot; &#39;s&#39;</p>",
      ),
    ).toBe("Hi there\na &lt;b&gt; <i> \"q\" 's'");
  });

  it("turns links into their text and keeps no markup", () => {
    const text = htmlToText('<p>Visit <a href="https://evil.example" rel="nofollow">this</a><br>now</p>');
    expect(text).toBe("Visit this\nnow");
    expect(text).not.toContain("<");
  });
});

describe("botPatchOf", () => {
  const form = { name: "Luna", character: "Barista", text: "Warm", category: "Romance" };

  it("sends every card field, empty ones as empty", () => {
    const value = botFormSchema.parse({ ...form, card: { description: "Kind", tags: "cozy, coffee" } });
    expect(botPatchOf(value)).toEqual({
      ...form,
      card: {
        description: "Kind",
        personality: "",
        scenario: "",
        first_mes: "",
        mes_example: "",
        system_prompt: "",
        tags: ["cozy", "coffee"],
      },
    });
  });

  it("requires the catalogue texts the form always shows", () => {
    const result = botFormSchema.safeParse({ ...form, name: undefined });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Name is required.");
  });
});

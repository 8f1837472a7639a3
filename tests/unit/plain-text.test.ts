// Markdown without its symbols (previews), and a reply's Markdown while it streams: the partial HTML
// with open emphasis closed, and the newest words shown plain after it.
import { describe, expect, it } from "vitest";
import { liveHtml } from "../../app/components/chat/live-html";
import { closeOpenEmphasis, renderPartialReply } from "../../api/domain/html";
import { previewOf } from "../../api/domain/chat-list";
import { plainText } from "../../contract/plain-text";

describe("plainText", () => {
  it("drops emphasis, bold, strike-through and code marks", () => {
    expect(plainText("*nods* **Hello** there, ***friend***")).toBe("nods Hello there, friend");
    expect(plainText("_smiles_ and __grins__, ~~no~~ `yes`")).toBe("smiles and grins, no yes");
  });

  it("keeps links' and pictures' words, drops headings, quotes, list markers and rules", () => {
    expect(
      plainText("# Title\n> quoted\n- one\n* two\n1. three\n---\n[site](https://x.test) ![cat](c.png)"),
    ).toBe("Title\nquoted\none\ntwo\n1. three\n\nsite cat");
  });

  it("keeps symbols that are text", () => {
    expect(plainText("2 * 3 = 6 and snake_case_name")).toBe("2 * 3 = 6 and snake_case_name");
  });

  it("drops an asterisk at the text's edge (a streaming reply's opening mark)", () => {
    expect(plainText("and then *")).toBe("and then ");
    expect(plainText("*")).toBe("");
  });
});

describe("chat-list previews", () => {
  it("show a reply's words without Markdown symbols", () => {
    expect(previewOf("<p><em>nods</em> <strong>Yes</strong>, of course.</p>", "hi")).toBe(
      "nods Yes, of course.",
    );
  });

  it("show the member's own message without them when there is no reply", () => {
    expect(previewOf(null, "*hugs you* **tight**")).toBe("hugs you tight");
  });
});

describe("closeOpenEmphasis", () => {
  it("closes emphasis still open at the end", () => {
    expect(closeOpenEmphasis("He *no")).toBe("He *no*");
    expect(closeOpenEmphasis("**bold *it ")).toBe("**bold *it***");
    expect(closeOpenEmphasis("*nods* and **smi")).toBe("*nods* and **smi**");
  });

  it("leaves out an opening mark with no words yet, and leaves closed text alone", () => {
    expect(closeOpenEmphasis("He *")).toBe("He");
    expect(closeOpenEmphasis("He *nods*")).toBe("He *nods*");
    expect(closeOpenEmphasis("2 * 3")).toBe("2 * 3");
    expect(closeOpenEmphasis("Lists:\n\n* one")).toBe("Lists:\n\n* one");
  });

  it("only looks at the last paragraph, and not inside code", () => {
    expect(closeOpenEmphasis("a *b\n\nc")).toBe("a *b\n\nc");
    expect(closeOpenEmphasis("`a *b")).toBe("`a *b");
  });

  it("renders a partial reply with italics, never a stray asterisk", () => {
    const html = renderPartialReply("*nods slow");
    expect(html).toBe("<p><em>nods slow</em></p>");
    expect(renderPartialReply("Hi <b>x</b> *")).toBe("<p>Hi &lt;b&gt;x&lt;/b&gt;</p>");
  });
});

describe("liveHtml", () => {
  it("puts the newest words, plain and escaped, in the partial HTML's last paragraph", () => {
    expect(liveHtml("<p><em>nods</em> Hel</p>", "lo *you* <b>")).toBe(
      "<p><em>nods</em> Hello you &lt;b&gt;</p>",
    );
  });

  it("shows plain text before the first partial HTML, and a new paragraph after a list", () => {
    expect(liveHtml(null, "*nods*\nHi")).toBe("<p>nods<br>Hi</p>");
    expect(liveHtml(null, "*")).toBe("");
    expect(liveHtml("<ul><li>a</li></ul>", "b")).toBe("<ul><li>a</li></ul><p>b</p>");
    expect(liveHtml("<p>done</p>", "")).toBe("<p>done</p>");
  });
});

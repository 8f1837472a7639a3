import { cloneElement, createElement, isValidElement, type ReactElement, type ReactNode } from "react";

// Trans's markup as react-i18next renders it: `<name>…</name>` or `<name/>` in a translation becomes
// the component given under that name with the inner text as its children; br, strong, i and p
// without a component stay those elements; any other tag stays text.

const TAG = /<(\/?)([a-zA-Z0-9-]+)\s*(\/?)>/g;
const BASIC = new Set(["br", "strong", "i", "p"]);

type Node = { name: string; void: boolean; children: (Node | string)[] };

function parse(text: string): (Node | string)[] {
  const root: Node = { name: "", void: false, children: [] };
  const open: Node[] = [root];
  let at = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, closing, name = "", selfClosing] = match;
    const parent = open[open.length - 1]!;
    if (match.index > at) parent.children.push(text.slice(at, match.index));
    at = match.index + whole.length;
    if (closing) {
      if (open.length > 1 && parent.name === name) open.pop();
    } else {
      const node: Node = { name, void: Boolean(selfClosing), children: [] };
      parent.children.push(node);
      if (!node.void) open.push(node);
    }
  }
  if (at < text.length) open[open.length - 1]!.children.push(text.slice(at));
  return root.children;
}

function render(
  nodes: (Node | string)[],
  components: Record<string, ReactElement>,
  interpolate: (text: string) => string,
): ReactNode[] {
  return nodes.map((node, i) => {
    if (typeof node === "string") return interpolate(node);
    const inner = render(node.children, components, interpolate);
    const component = Object.hasOwn(components, node.name) ? components[node.name] : undefined;
    if (isValidElement(component))
      return node.void ? cloneElement(component, { key: i }) : cloneElement(component, { key: i }, ...inner);
    if (BASIC.has(node.name))
      return node.void
        ? createElement(node.name, { key: `${node.name}-${i}` })
        : createElement(node.name, { key: `${node.name}-${i}` }, ...inner);
    return node.void ? `<${node.name} />` : `<${node.name}>${inner.join(",")}</${node.name}>`;
  });
}

/** The translation's text and elements, its text interpolated again as react-i18next does. */
export function renderMarkup(
  text: string,
  components: Record<string, ReactElement>,
  interpolate: (text: string) => string,
): ReactNode[] {
  if (text === "") return [];
  return render(parse(text), components, interpolate);
}

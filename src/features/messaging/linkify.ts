/**
 * A message's text as plain pieces and links (docs/rules/messaging.md
 * "Messages"). The screen renders each piece as a text node or an <a>, never
 * as HTML, so a message can carry no markup; only http(s) addresses become
 * links, so no javascript: or data: address is ever clickable.
 */
export type TextPiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// An address starts at http(s):// or www. and runs to the next space or angle bracket.
const URL_START = /\b(?:https?:\/\/|www\.)[^\s<>]+/gi;
// Punctuation that ends a sentence is not part of the address written before it.
const TRAILING = /[.,;:!?'"»]+$/;

/** The closing brackets at the end that have no opening one inside the address ("(see https://x.sk/a)"). */
function unbalancedTail(url: string): number {
  let cut = 0;
  for (const [open, close] of [['(', ')'], ['[', ']']] as const) {
    let end = url.length - cut;
    while (end > 0 && url[end - 1] === close) {
      const inner = url.slice(0, end - 1);
      if (inner.split(open).length > inner.split(close).length) break;
      end--;
      cut++;
    }
  }
  return cut;
}

function trimmed(raw: string): string {
  let url = raw;
  for (;;) {
    const before = url;
    url = url.replace(TRAILING, '');
    url = url.slice(0, url.length - unbalancedTail(url));
    if (url === before) return url;
  }
}

/** The address a link opens, or null when it is not a web address. */
export function safeHref(text: string): string | null {
  const withScheme = /^www\./i.test(text) ? `https://${text}` : text;
  try {
    const u = new URL(withScheme);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    if (!u.hostname.includes('.') && u.hostname !== 'localhost') return null;
    return u.href;
  } catch {
    return null;
  }
}

export function linkify(text: string): TextPiece[] {
  const out: TextPiece[] = [];
  let at = 0;
  const push = (t: string) => {
    if (!t) return;
    const last = out[out.length - 1];
    if (last?.kind === 'text') last.text += t;
    else out.push({ kind: 'text', text: t });
  };
  for (const m of text.matchAll(URL_START)) {
    const start = m.index;
    // A match glued to a word before it ("foohttps://") is that word, not an address.
    if (start > 0 && /[\p{L}\p{N}@/]/u.test(text[start - 1] ?? '')) continue;
    const url = trimmed(m[0]);
    const href = safeHref(url);
    if (!href) continue;
    push(text.slice(at, start));
    out.push({ kind: 'link', text: url, href });
    at = start + url.length;
  }
  push(text.slice(at));
  return out;
}

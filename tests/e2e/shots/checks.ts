/**
 * What the screenshot test finds wrong on a screen, measured in the page (page.evaluate(layoutFindings)):
 * the function carries all it uses, since only its source reaches the page.
 *
 * - overflow: the document wider than the viewport, and the outermost elements reaching past it (not
 *   those inside a box that scrolls or clips them: that box is reported if it sticks out itself).
 * - overlap: line boxes of text (Range.getClientRects on each text node) of distinct elements crossing
 *   each other by more than a third of a line, within one layer (text under a fixed or sticky bar is
 *   covered by it, not printed over it).
 * - cut-off: text reaching past a box that hides its overflow (hidden or clip, any ancestor), unless
 *   it ends in an ellipsis and a title holds the whole text.
 * - broken-word: a word (letters between spaces, hyphens and slashes: names, titles, emails; not a web address shown as a link) whose
 *   letters sit on two lines.
 */
export type Check = 'overflow' | 'overlap' | 'cut-off' | 'broken-word' | 'axe' | 'page-error';

export interface Finding {
  check: Check;
  /** The element, as tag#id.classes and the start of its text: what a person finds it by. */
  element: string;
  detail: string;
}

export function layoutFindings(): Finding[] {
  const findings: Finding[] = [];
  const root = document.documentElement;
  const vw = root.clientWidth;
  const styles = new Map<Element, CSSStyleDeclaration>();
  const css = (el: Element) => {
    let s = styles.get(el);
    if (!s) styles.set(el, (s = getComputedStyle(el)));
    return s;
  };
  const name = (el: Element) => {
    const cls = [...el.classList].slice(0, 3).map((c) => `.${c}`).join('');
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls}${text ? ` "${text}"` : ''}`;
  };
  // Visually hidden text (the .visually-hidden pattern: a 1 px clipped box, or clipped away), hidden or
  // transparent boxes, and what a closed <details> holds (checkVisibility sees content-visibility too).
  const clippedAway = new Map<Element, boolean>();
  const clipped = (el: Element | null): boolean => {
    if (!el || el === document.body) return false;
    const known = clippedAway.get(el);
    if (known !== undefined) return known;
    const s = css(el);
    const r = el.getBoundingClientRect();
    const self =
      (s.clip !== 'auto' && s.clip !== '' && s.position === 'absolute') ||
      (s.clipPath !== 'none' && s.clipPath !== '') ||
      (s.display !== 'contents' && r.width <= 1 && r.height <= 1 && s.overflow !== 'visible');
    const answer = self || clipped(el.parentElement);
    clippedAway.set(el, answer);
    return answer;
  };
  const hidden = (el: Element): boolean => {
    // checkVisibility answers false for a box-less display: contents element: ask its nearest box.
    let boxed: Element | null = el;
    while (boxed && css(boxed).display === 'contents') boxed = boxed.parentElement;
    const seen = !boxed || boxed.checkVisibility({ contentVisibilityAuto: true, opacityProperty: true, visibilityProperty: true });
    return !seen || clipped(el);
  };
  const layers = new Map<Element, Element | null>();
  const layerOf = (el: Element | null): Element | null => {
    if (!el || el === document.body) return null;
    if (layers.has(el)) return layers.get(el)!;
    const p = css(el).position;
    const layer = p === 'fixed' || p === 'sticky' ? el : layerOf(el.parentElement);
    layers.set(el, layer);
    return layer;
  };
  const clips = (v: string) => v === 'hidden' || v === 'clip';
  const scrolls = (v: string) => v === 'auto' || v === 'scroll';

  // Overflow.
  if (root.scrollWidth > vw + 1) findings.push({ check: 'overflow', element: 'document', detail: `${root.scrollWidth} px wide in a ${vw} px viewport` });
  const outside: Element[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (outside.some((o) => o.contains(el))) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || (r.right <= vw + 1 && r.left >= -1)) continue;
    if (hidden(el)) continue;
    let held = false;
    for (let a = el.parentElement; a && a !== document.body && !held; a = a.parentElement) held = css(a).overflowX !== 'visible';
    if (held) continue;
    outside.push(el);
    findings.push({ check: 'overflow', element: name(el), detail: `spans ${Math.round(r.left)}..${Math.round(r.right)} px of a ${vw} px viewport` });
  }

  // Text line boxes, each cut to what its scrolling and clipping ancestors let show.
  interface Line { el: Element; layer: Element | null; left: number; right: number; top: number; bottom: number }
  const lines: Line[] = [];
  const multiLine: Text[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const cutReported = new Set<Element>();
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n as Text;
    const el = text.parentElement;
    if (!el || !text.data.trim() || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE|TITLE)$/.test(el.tagName) || hidden(el)) continue;
    range.selectNodeContents(text);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
    if (rects.length === 0) continue;
    if (new Set(rects.map((r) => Math.round(r.top / 4))).size > 1) multiLine.push(text);
    const layer = layerOf(el);
    for (const r of rects) {
      let box = { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      for (let a: Element | null = el; a && a !== root; a = a.parentElement) {
        const s = css(a);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const ar = a.getBoundingClientRect();
        const edge = { left: ar.left + a.clientLeft, top: ar.top + a.clientTop, right: ar.left + a.clientLeft + a.clientWidth, bottom: ar.top + a.clientTop + a.clientHeight };
        const pastX = box.left < edge.left - 1 || box.right > edge.right + 1;
        const pastY = box.top < edge.top - 1 || box.bottom > edge.bottom + 1;
        const cut = (clips(s.overflowX) && pastX) || (clips(s.overflowY) && pastY);
        if (cut && !cutReported.has(el)) {
          // An ellipsis with the whole text in a title (on the element or its box) is a deliberate shortening.
          let ellipsis = false;
          let titled = false;
          for (let b: Element | null = el; b && b !== a.parentElement; b = b.parentElement) {
            ellipsis ||= css(b).textOverflow === 'ellipsis' || css(b).webkitLineClamp !== 'none';
            titled ||= b.hasAttribute('title');
          }
          if (!(ellipsis && titled)) {
            cutReported.add(el);
            findings.push({ check: 'cut-off', element: name(el), detail: `text ${Math.round(box.right - box.left)}×${Math.round(box.bottom - box.top)} px reaches past ${name(a).slice(0, 60)} (${Math.round(edge.right - edge.left)}×${Math.round(edge.bottom - edge.top)} px)${ellipsis ? ', ellipsis without a title' : ''}` });
          }
        }
        if (clips(s.overflowX) || scrolls(s.overflowX)) box = { ...box, left: Math.max(box.left, edge.left), right: Math.min(box.right, edge.right) };
        if (clips(s.overflowY) || scrolls(s.overflowY)) box = { ...box, top: Math.max(box.top, edge.top), bottom: Math.min(box.bottom, edge.bottom) };
      }
      if (box.right - box.left > 0.5 && box.bottom - box.top > 0.5) lines.push({ el, layer, ...box });
    }
  }

  // Overlap: a sweep down the page, each line against the lines that start before it ends.
  lines.sort((a, b) => a.top - b.top);
  const pairs = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    const a = lines[i]!;
    for (let j = i + 1; j < lines.length && lines[j]!.top < a.bottom; j++) {
      const b = lines[j]!;
      if (a.el === b.el || a.layer !== b.layer) continue;
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x <= 2 || y <= Math.min(a.bottom - a.top, b.bottom - b.top) / 3) continue;
      const key = `${name(a.el)}|${name(b.el)}`;
      if (pairs.has(key)) continue;
      pairs.add(key);
      findings.push({ check: 'overlap', element: name(a.el), detail: `its text crosses ${name(b.el)} by ${Math.round(x)}×${Math.round(y)} px` });
    }
  }

  // Words split across lines, in text that takes more than one line.
  const brokenIn = new Set<Element>();
  for (const text of multiLine) {
    const el = text.parentElement!;
    if (brokenIn.has(el)) continue;
    // An address shown as a link (a message's) has no word to keep whole: it wraps wherever it must.
    if (el.closest('a[href]') && /^\s*https?:\/\//.test(text.data)) continue;
    for (const m of text.data.matchAll(/[^\s\-‐–—/\u00ad]{2,}/g)) {
      range.setStart(text, m.index);
      range.setEnd(text, m.index + m[0].length);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0.5).map((r) => Math.round(r.top / 4)));
      if (tops.size > 1) {
        brokenIn.add(el);
        findings.push({ check: 'broken-word', element: name(el), detail: `"${m[0]}" is split across ${tops.size} lines` });
        break;
      }
    }
  }
  return findings;
}

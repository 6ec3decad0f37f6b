/**
 * A pre-rendered page (scripts/prerender.ts) is replaced, not hydrated, when
 * the app arrives: what the user typed meanwhile would be lost. These carry
 * it over, by field name, into the app's own fields once they are on screen.
 */
export function typedValues(root: ParentNode): Map<string, string> {
  const typed = new Map<string, string>();
  for (const el of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]')) {
    if (el.type === 'hidden' || el.type === 'checkbox' || el.type === 'radio' || el.value === '') continue;
    typed.set(el.name, el.value);
  }
  return typed;
}

const setValue = (el: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  // The native setter, so React and form libraries see an input event like a keystroke's.
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
};

/**
 * Puts typed values into the app's empty fields of the same name as soon as
 * they exist (for up to `waitMs`). A MutationObserver runs right after the
 * app's first commit, before any next click or keystroke can reach the page.
 */
export function restoreTyped(typed: Map<string, string>, doc: Document = document, waitMs = 5000): void {
  if (!typed.size) return;
  // The pre-rendered fields are still there until the app's first commit: skip them.
  const before = new Set(doc.querySelectorAll('input, textarea'));
  const attempt = () => {
    for (const [name, value] of [...typed]) {
      const el = doc.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${CSS.escape(name)}"]`);
      if (!el || before.has(el)) continue;
      if (el.value === '') setValue(el, value);
      typed.delete(name);
    }
    if (!typed.size) observer.disconnect();
  };
  const observer = new MutationObserver(attempt);
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), waitMs);
}

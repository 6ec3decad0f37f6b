type Field = HTMLInputElement | HTMLTextAreaElement;

const carried = (el: Field) => !!el.name && el.type !== 'hidden' && el.type !== 'checkbox' && el.type !== 'radio';

const setValue = (el: Field, value: string) => {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  // The native setter, so React and form libraries see an input event like a keystroke's.
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
};

/**
 * A safety net for a pre-rendered page (scripts/prerender.ts) whose fields
 * the app replaces rather than hydrates (a hydration mismatch makes React
 * render that part afresh): what the user typed meanwhile would be lost.
 * Call this as the script starts: it follows every keystroke in the
 * pre-rendered fields until the app's own fields replace them, then puts the
 * values there, by field name. A MutationObserver runs right after the app's
 * commit, before any next click or keystroke can reach the page. Returns a
 * stop function: once the app has kept the pre-rendered fields (hydrated),
 * a later page's fields must not be filled in.
 */
export function carryTypedValues(root: ParentNode, doc: Document = document, waitMs = 10_000): () => void {
  const before = new Set<Element>(root.querySelectorAll('input, textarea'));
  if (!before.size) return () => {};
  const typed = new Map<string, string>();
  const take = (el: EventTarget | null) => {
    if ((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && before.has(el) && carried(el)) typed.set(el.name, el.value);
  };
  for (const el of before) if ((el as Field).value) take(el);

  const onInput = (e: Event) => take(e.target);
  doc.addEventListener('input', onInput, true);
  /** Fills the fields that replaced a pre-rendered one of the same name (one still there was kept: nothing to carry). */
  const carry = (): boolean => {
    const fresh = [...doc.querySelectorAll<Field>('input[name], textarea[name]')].filter((el) => !before.has(el));
    if (!fresh.length) return false;
    const replaced = new Set([...before].filter((el) => !el.isConnected).map((el) => (el as Field).name));
    for (const el of fresh) {
      const value = replaced.has(el.name) ? typed.get(el.name) : undefined;
      if (value && el.value === '') setValue(el, value);
    }
    return true;
  };
  const observer = new MutationObserver(() => {
    if (carry()) done();
  });
  // Stopping right after a commit (an effect may run before the observer's microtask) carries first.
  const done = () => {
    if (observer.takeRecords().length) carry();
    observer.disconnect();
    doc.removeEventListener('input', onInput, true);
  };
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  setTimeout(done, waitMs);
  return done;
}

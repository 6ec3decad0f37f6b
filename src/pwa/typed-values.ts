type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (el: unknown): el is Field => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
const isChoice = (el: Field): el is HTMLInputElement => el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
const carried = (el: Field) => !!el.name && el.type !== 'hidden';
/** A box or radio is one of several of the same name: told apart by its value. */
const keyOf = (el: Field) => (isChoice(el) ? `${el.name}\u0000${el.value}` : el.name);
/** What the user made of a field: its text, its choice, or whether it is ticked. */
const stateOf = (el: Field) => (isChoice(el) ? (el.checked ? 'on' : '') : el.value);

const setState = (el: Field, state: string) => {
  if (isChoice(el)) {
    // A click, as the user's own: React and form libraries see its input and change events.
    if (el.checked !== (state === 'on')) el.click();
    return;
  }
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  // The native setter, so React and form libraries see an input event like a keystroke's.
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, state);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  if (el instanceof HTMLSelectElement) el.dispatchEvent(new Event('change', { bubbles: true }));
};

/**
 * A safety net for a pre-rendered page (scripts/prerender.ts) whose fields
 * the app replaces rather than hydrates (a hydration mismatch makes React
 * render that part afresh): what the user did meanwhile (text typed, a box
 * ticked, a radio or an option chosen) would be lost.
 * Call this as the script starts: it follows every change of the
 * pre-rendered fields until the app's own fields replace them, then puts the
 * same state there, by field name (and value, for boxes and radios). A
 * MutationObserver runs right after the app's commit, before any next click
 * or keystroke can reach the page. Returns a stop function: once the app has
 * kept the pre-rendered fields (hydrated), a later page's fields must not be
 * filled in.
 */
export function carryTypedValues(root: ParentNode, doc: Document = document, waitMs = 10_000): () => void {
  const before = new Set<Element>(root.querySelectorAll('input, textarea, select'));
  if (!before.size) return () => {};
  const made = new Map<string, string>();
  const take = (el: EventTarget | null) => {
    if (!isField(el) || !before.has(el) || !carried(el)) return;
    if (el instanceof HTMLInputElement && el.type === 'radio') {
      // Choosing one radio unchooses the others of its name without an event of theirs.
      for (const other of before) if (other instanceof HTMLInputElement && other.type === 'radio' && other.name === el.name) made.set(keyOf(other), stateOf(other));
      return;
    }
    made.set(keyOf(el), stateOf(el));
  };
  for (const el of before) {
    // Only what differs from the page as it came: the rest is the app's to decide.
    if (!isField(el)) continue;
    const changed = isChoice(el) ? el.checked !== el.defaultChecked : el instanceof HTMLSelectElement ? [...el.options].some((o) => o.selected !== o.defaultSelected) : !!el.value;
    if (changed) take(el);
  }

  const onChange = (e: Event) => take(e.target);
  doc.addEventListener('input', onChange, true);
  doc.addEventListener('change', onChange, true);
  /** Fills the fields that replaced a pre-rendered one of the same name (one still there was kept: nothing to carry). */
  const carry = (): boolean => {
    const fresh = [...doc.querySelectorAll<Field>('input[name], textarea[name], select[name]')].filter((el) => !before.has(el));
    if (!fresh.length) return false;
    const replaced = new Set([...before].filter((el) => !el.isConnected).map((el) => keyOf(el as Field)));
    for (const el of fresh) {
      const key = keyOf(el);
      const state = replaced.has(key) ? made.get(key) : undefined;
      if (state === undefined) continue;
      // A text the app filled itself (a remembered address) stays; a choice follows the user.
      if (isChoice(el) || el instanceof HTMLSelectElement || (state && el.value === '')) setState(el, state);
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
    doc.removeEventListener('input', onChange, true);
    doc.removeEventListener('change', onChange, true);
  };
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  setTimeout(done, waitMs);
  return done;
}

import { describe, expect, it } from 'vitest';
import { createFocusReturn, HEADING_WAIT_MS, type FocusEnv } from './focusReturn';

class El {
  isConnected = true;
  constructor(readonly name: string) {}
  focus() {
    page.focused = this;
  }
}

const page = { focused: null as El | null, heading: null as El | null, clock: 0, queue: [] as (() => void)[] };

function setup() {
  Object.assign(page, { focused: null, heading: null, clock: 0, queue: [] });
  const env: FocusEnv<El> = {
    active: () => page.focused,
    heading: () => page.heading,
    focusHeading: (h) => h.focus(),
    later: (run) => void page.queue.push(run),
    now: () => page.clock,
  };
  return createFocusReturn(env);
}

/** Runs what was scheduled, `ms` later. */
function tick(ms = 50) {
  page.clock += ms;
  const due = page.queue.splice(0);
  for (const run of due) run();
}

describe('focus return', () => {
  it('gives the focus back to the button that opened the dialog', () => {
    const focus = setup();
    const button = new El('Add client');
    button.focus();
    const opener = focus.opener();
    page.focused = new El('field in the dialog');
    expect(focus.dialogClosed(opener)).toBe(true);
    expect(page.focused).toBe(button);
  });

  it('leaves the focus alone when the opener is gone', () => {
    const focus = setup();
    const button = new El('Delete');
    button.focus();
    const opener = focus.opener();
    button.isConnected = false;
    page.focused = null;
    expect(focus.dialogClosed(opener)).toBe(false);
    expect(page.focused).toBeNull();
  });

  it('after a save that opens a page, focuses its heading once it shows, not the old button', () => {
    const focus = setup();
    const oldHeading = new El('Clients');
    page.heading = oldHeading;
    const button = new El('Add client');
    button.focus();
    const opener = focus.opener();
    const field = new El('Name');
    field.focus();

    focus.toNextHeading();
    expect(focus.dialogClosed(opener)).toBe(true);
    tick();
    expect(page.focused).toBe(field); // the old page still shows: the button, about to go, is not focused
    const newHeading = new El('Ann');
    page.heading = newHeading;
    tick();
    expect(page.focused).toBe(newHeading);

    // Done: the next dialog returns focus as usual.
    const other = new El('Edit');
    other.focus();
    expect(focus.dialogClosed(focus.opener())).toBe(true);
    expect(page.focused).toBe(other);
  });

  it('stops waiting for a heading that never shows', () => {
    const focus = setup();
    page.heading = new El('Clients');
    focus.toNextHeading();
    for (let t = 0; t <= HEADING_WAIT_MS; t += 50) tick();
    expect(page.queue).toHaveLength(0);
    const button = new El('Add client');
    button.focus();
    page.focused = null;
    expect(focus.dialogClosed(button)).toBe(true);
    expect(page.focused).toBe(button);
  });
});

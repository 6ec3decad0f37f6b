import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadOnFirstUse } from './loadOnFirstUse';

const Shown = ({ label }: { label: string }) => <b>{label}</b>;

describe('loadOnFirstUse', () => {
  it('fetches nothing to show the stand-in; reaching for the trigger fetches it once, and it shows from then on', async () => {
    let loads = 0;
    const Menu = loadOnFirstUse(
      async () => {
        loads++;
        return Shown;
      },
      { fallback: ({ label }) => <i>{label}</i> },
    );
    expect(renderToString(<Menu label="theme" />)).toBe('<i>theme</i>');
    expect(loads).toBe(0);
    Menu.trigger.onPointerEnter();
    Menu.trigger.onFocus();
    Menu.trigger.onPointerDown();
    await Menu.preload();
    expect(loads).toBe(1);
    expect(renderToString(<Menu label="theme" />)).toBe('<b>theme</b>');
  });

  it('a fetch that failed (offline, no service worker yet) is tried again at the next reach', async () => {
    let fail = true;
    const Dialog = loadOnFirstUse(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return Shown;
    });
    await expect(Dialog.preload()).rejects.toThrow();
    expect(renderToString(<Dialog label="sync" />)).toBe('');
    fail = false;
    await Dialog.preload();
    expect(renderToString(<Dialog label="sync" />)).toBe('<b>sync</b>');
  });
});

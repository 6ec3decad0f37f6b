/**
 * Where keyboard focus goes when a dialog closes. Radix returns focus only to
 * a Dialog.Trigger; our dialogs open from plain buttons with `open` state, so
 * without this the focus falls to <body> and a keyboard or screen-reader user
 * has to find their place again from the top of the page.
 *
 * The DOM is reached only through FocusEnv so the rules run in a unit test.
 */

export interface FocusTarget {
  focus(): void;
  readonly isConnected: boolean;
}

export interface FocusEnv<T extends FocusTarget> {
  active(): T | null;
  /** The page's main heading, if one is on the screen. */
  heading(): T | null;
  /** Give the heading focus (headings are not focusable by themselves). */
  focusHeading(heading: T): void;
  later(run: () => void): void;
  now(): number;
}

/** A slow page (a lazy route, a database read) gets this long to show its heading. */
export const HEADING_WAIT_MS = 5000;

export function createFocusReturn<T extends FocusTarget>(env: FocusEnv<T>) {
  let pending: { previous: T | null; until: number } | null = null;

  function poll() {
    if (!pending) return;
    const heading = env.heading();
    if (heading && heading !== pending.previous && heading.isConnected) {
      pending = null;
      env.focusHeading(heading);
    } else if (env.now() < pending.until) env.later(poll);
    else pending = null;
  }

  return {
    /** What had the focus when a dialog opened: where it goes back to. */
    opener(): T | null {
      return env.active();
    },
    /**
     * A save is about to open another page: its heading takes the focus once it
     * shows, and no closing dialog takes it back to a button that is going away.
     */
    toNextHeading() {
      pending = { previous: env.heading(), until: env.now() + HEADING_WAIT_MS };
      env.later(poll);
    },
    /** A dialog closed. True when focus was placed (the caller cancels Radix's own). */
    dialogClosed(opener: T | null): boolean {
      if (pending) return true;
      if (opener?.isConnected) {
        opener.focus();
        return true;
      }
      return false;
    },
  };
}

function browserEnv(): FocusEnv<HTMLElement> {
  return {
    active: () => (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null),
    heading: () => document.querySelector<HTMLElement>('#main h1') ?? document.querySelector<HTMLElement>('h1'),
    focusHeading: (h) => {
      if (!h.hasAttribute('tabindex')) h.setAttribute('tabindex', '-1');
      h.focus();
    },
    later: (run) => void setTimeout(run, 50),
    now: () => Date.now(),
  };
}

let shared: ReturnType<typeof createFocusReturn<HTMLElement>> | null = null;

/** The one focus keeper of the page (created on first use: the module loads in Node tests too). */
export function focusReturn() {
  shared ??= createFocusReturn(browserEnv());
  return shared;
}

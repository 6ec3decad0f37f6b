import { useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

/** Handlers for the element a user reaches for to open the component: pointing at it, focusing or pressing it fetches it. */
export interface FirstUseTrigger {
  onPointerEnter(): void;
  onFocus(): void;
  onPointerDown(): void;
}

export type OnFirstUse<P> = ComponentType<P> & {
  /** Fetches the script; resolves once the component can render. */
  preload: () => Promise<unknown>;
  trigger: FirstUseTrigger;
  /** Whether the script is here (for a stand-in that hands over to it). */
  useLoaded: () => boolean;
};

/**
 * A component whose script (a Radix dialog or menu, mostly) is needed only to
 * open something, not to show the screen: it is fetched when the user
 * reaches for its trigger (pointer over it, focus, press; spread `trigger`
 * on it) or when it is rendered open, and `fallback` stands in until then.
 * A first visit fetches none of them; offline they come from the service
 * worker's precache, which controls the tab from its first install on.
 * While the script cannot be had (offline before that), a dialog asked to
 * open closes again (`onOpenChange(false)`), so the next press tries anew.
 */
export function loadOnFirstUse<P extends object>(
  load: () => Promise<ComponentType<P>>,
  opts: { fallback?: (props: P) => ReactNode; isOpen?: (props: P) => boolean } = {},
): OnFirstUse<P> {
  const { fallback = () => null, isOpen = (props: P) => (props as { open?: boolean }).open === true } = opts;
  let component: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const listeners = new Set<() => void>();
  const preload = () =>
    (loading ??= load().then(
      (c) => {
        component = c;
        listeners.forEach((l) => l());
        return c;
      },
      (e: unknown) => {
        loading = null;
        throw e;
      },
    ));
  const prefetch = () => void preload().catch(() => {});
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => void listeners.delete(l);
  };
  const current = () => component;
  function OnFirstUse(props: P) {
    const Loaded = useSyncExternalStore(subscribe, current, current);
    const open = isOpen(props);
    const { onOpenChange } = props as { onOpenChange?: (open: boolean) => void };
    useEffect(() => {
      if (open && !Loaded) preload().catch(() => onOpenChange?.(false));
    }, [open, Loaded, onOpenChange]);
    return Loaded ? <Loaded {...props} /> : fallback(props);
  }
  return Object.assign(OnFirstUse, {
    preload,
    trigger: { onPointerEnter: prefetch, onFocus: prefetch, onPointerDown: prefetch },
    useLoaded: () => useSyncExternalStore(subscribe, current, current) !== null,
  });
}

import { createElement, lazy, type ComponentType } from 'react';

type AnyProps = Record<string, unknown>;

/** A screen loaded on demand; preload() fetches it ahead, after which it renders without suspending. */
export type Preloadable = { preload: () => Promise<unknown> };

/**
 * React.lazy for a named export, so each area's screens (and zod, forms, Radix dialogs) load only when needed.
 * Once preloaded (main.tsx does it for the page being opened) the screen renders at once: no loading
 * screen replaces the pre-rendered page while its script arrives.
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  let loaded: ComponentType<AnyProps> | null = null;
  let pending: Promise<unknown> | null = null;
  const preload = () =>
    (pending ??= load().then((m) => {
      loaded = m[name] as unknown as ComponentType<AnyProps>;
    }));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  const Screen = (props: AnyProps) => createElement(loaded ?? Lazy, props);
  return Object.assign(Screen, { preload }) as unknown as M[K];
}

/** Starts loading every lazy screen of the given route elements (the matches of a path). */
export function preloadScreens(elements: unknown[]): Promise<unknown> {
  const preloads: Promise<unknown>[] = [];
  for (const element of elements) {
    const type = (element as { type?: Partial<Preloadable> } | null)?.type;
    if (typeof type?.preload === 'function') preloads.push(type.preload());
  }
  return Promise.all(preloads);
}

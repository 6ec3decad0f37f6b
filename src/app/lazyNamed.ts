import { lazy, type ComponentType } from 'react';

type AnyProps = Record<string, unknown>;

/** React.lazy for a named export, so each area's screens (and zod, forms, Radix dialogs) load only when needed. */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  const Lazy = lazy(async () => ({ default: (await load())[name] as unknown as ComponentType<AnyProps> }));
  return Lazy as unknown as M[K];
}

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

type AfterFirstScreen<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A component whose script (a Radix dialog or menu, mostly) is not needed to
 * show a screen, only to open something on it: it loads once the screen has
 * rendered, not before, and `fallback` stands in until then. Rendering it is
 * enough to fetch it, so a screen showing it holds its script before the
 * network can go (a first visit has no service worker to fall back on);
 * preload() fetches one rendered only when open.
 */
export function afterFirstScreen<P extends object>(load: () => Promise<ComponentType<P>>, fallback: (props: P) => ReactNode = () => null): AfterFirstScreen<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (e: unknown) => {
        loading = null;
        throw e;
      },
    ));
  const Lazy = lazy(preload) as unknown as ComponentType<P>;
  function Deferred(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Deferred, { preload });
}

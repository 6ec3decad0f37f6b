import { useEffect, type RefObject } from 'react';

/**
 * Closes the header's open disclosure menus (<details data-menu>) on a click
 * elsewhere or Escape, as public/boot.js does on the pre-rendered pages where
 * no React runs.
 */
export function useDismissMenus(scope: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const openMenus = () => Array.from(scope.current?.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]') ?? []);
    const onPointer = (e: PointerEvent) => {
      for (const d of openMenus()) if (!d.contains(e.target as Node)) d.open = false;
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      for (const d of openMenus()) {
        d.open = false;
        d.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [scope]);
}

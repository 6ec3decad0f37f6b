import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { loadOnFirstUse } from './loadOnFirstUse';
import { ThemeButton } from './ThemeButton';

const ThemeMenu = loadOnFirstUse(() => import('./ThemeSwitcher').then((m) => m.ThemeSwitcher));

/**
 * The signed-in frame's theme menu. Its button stands in until Radix's
 * dropdown is fetched, at the first pointing or press (ui/loadOnFirstUse.tsx).
 * A press on the stand-in opens the menu as soon as it is there, as Radix's
 * own trigger opens on the press (pointer down, Enter, Space, arrow down).
 */
export function DeferredThemeSwitcher() {
  const loaded = ThemeMenu.useLoaded();
  const [openAtLoad, setOpenAtLoad] = useState(false);
  if (loaded) return <ThemeMenu defaultOpen={openAtLoad} />;
  const press = () => {
    setOpenAtLoad(true);
    ThemeMenu.preload().catch(() => setOpenAtLoad(false));
  };
  return (
    <ThemeButton
      onPointerEnter={ThemeMenu.trigger.onPointerEnter}
      onPointerDown={(e: PointerEvent) => {
        if (e.button === 0 && !e.ctrlKey) press();
      }}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
          e.preventDefault();
          press();
        }
      }}
    />
  );
}

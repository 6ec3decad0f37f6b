import { afterFirstScreen } from './afterFirstScreen';
import { ThemeButton } from './ThemeButton';

/** The signed-in frame's theme menu: Radix's dropdown loads after the first screen (ui/afterFirstScreen.tsx), its button stands in. */
export const DeferredThemeSwitcher = afterFirstScreen(
  () => import('./ThemeSwitcher').then((m) => m.ThemeSwitcher),
  () => <ThemeButton />,
);

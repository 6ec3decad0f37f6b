import type { ComponentType } from 'react';
import {
  BellIcon,
  CalendarIcon,
  ChartIcon,
  ClipboardIcon,
  DumbbellIcon,
  LanguagesIcon,
  MonitorIcon,
  ScaleIcon,
  UsersIcon,
  UtensilsIcon,
  WifiOffIcon,
} from '../../ui/icons';

export interface ProductFeature {
  /** Its texts: landing.better.<key>.title and .text, and landing.alternatives.points.<key> when `compare`. */
  key: string;
  Icon: ComponentType<{ size?: number }>;
  /**
   * Whether the product does it today. The public pages promise only shipped
   * features: when one ships, flip this (its texts are already written).
   */
  shipped: boolean;
  /** Also a reason to choose Repwise on the comparison pages. */
  compare?: boolean;
  /**
   * Words only a promise of this feature would use, in any of the three
   * languages (lower case). While it is unshipped, no landing text may contain
   * them (src/features/landing/features.test.ts).
   */
  promiseWords: readonly string[];
}

/** Everything the landing page can say the product does, in the order it says it. */
export const PRODUCT_FEATURES: readonly ProductFeature[] = [
  { key: 'offline', Icon: WifiOffIcon, shipped: true, compare: true, promiseWords: [] },
  { key: 'plans', Icon: ClipboardIcon, shipped: true, compare: true, promiseWords: [] },
  { key: 'clients', Icon: UsersIcon, shipped: true, promiseWords: [] },
  { key: 'weight', Icon: ScaleIcon, shipped: true, promiseWords: [] },
  { key: 'languages', Icon: LanguagesIcon, shipped: true, compare: true, promiseWords: [] },
  { key: 'install', Icon: MonitorIcon, shipped: true, promiseWords: [] },
  {
    key: 'workoutLogging',
    Icon: DumbbellIcon,
    shipped: true,
    compare: true,
    promiseWords: ['logging', 'log every', 'logged set', 'log the workout', 'log it', 'rest timer', 'one tap', 'zapisovanie', 'zapisování', 'záznam cvičení', 'záznamy cvičení', 'časovač', 'zapíšu každú', 'zapíšou každou', 'zapísanú', 'zapsanou', 'záznamy offline', 'ťuknutím', 'klepnutím'],
  },
  {
    key: 'sessions',
    Icon: CalendarIcon,
    shipped: true,
    compare: true,
    promiseWords: ['session', 'schedul', 'calendar', 'approv', 'naplánuj', 'plánovanie', 'plánování', 'schvál', 'schvaľ', 'schval', 'kalendár', 'kalendář', 'dnešné tréningy', 'dnešní tréninky', 'opakované tréning', 'opakované trénink'],
  },
  { key: 'meals', Icon: UtensilsIcon, shipped: true, promiseWords: ['meal', 'nutrition', 'jedál', 'jedl', 'strav', 'výživ', 'jídel', 'jídl'] },
  {
    key: 'billing',
    Icon: ChartIcon,
    shipped: true,
    compare: true,
    promiseWords: ['billing', ' owe', 'paid', 'payment', 'invoice', 'platb', 'zaplaten', 'dlží', 'dluží', 'faktur'],
  },
  { key: 'notifications', Icon: BellIcon, shipped: true, promiseWords: ['notification', 'remind', 'upozorn', 'pripomien', 'připomín', 'oznámen', 'notifik'] },
];

export const SHIPPED_FEATURES = PRODUCT_FEATURES.filter((f) => f.shipped);

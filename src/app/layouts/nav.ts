import type { Role } from '../../../domain/constants';

export type NavIcon = 'home' | 'users' | 'dumbbell' | 'utensils' | 'settings' | 'clipboard' | 'chart' | 'calendar' | 'message';

export interface NavItem {
  to: string;
  labelKey: string;
  icon: NavIcon;
  /** Other paths (prefixes) that keep this entry highlighted. */
  also?: string[];
  /** Highlight only on exactly `to` (and `also`), not on paths below it. */
  exact?: boolean;
  /** Shown only while this per-user switch is on (the Meals early-access switch, docs/rules/routes-and-screens.md "Menus"). */
  feature?: 'meals';
  /** A count beside the label (the unread messages, docs/rules/messaging.md "Read marks"). */
  count?: 'messages';
  /** Left out of the phone's bottom bar, which holds six entries at 360 px; the top bar carries it there (Messages). */
  notInBottomBar?: boolean;
}

/** The menus of docs/rules/routes-and-screens.md "Menus"; Logout is added by the shell. */
export const NAV: Record<Role, NavItem[]> = {
  trainer: [
    { to: '/trainer', labelKey: 'nav.dashboard', icon: 'home', exact: true, also: ['/trainer/dashboard', '/trainer/sessions', '/trainer/group-sessions', '/trainer/check-ins'] },
    { to: '/trainer/clients', labelKey: 'nav.clients', icon: 'users' },
    { to: '/trainer/training', labelKey: 'nav.training', icon: 'dumbbell' },
    { to: '/trainer/meals', labelKey: 'nav.meals', icon: 'utensils', feature: 'meals' },
    { to: '/trainer/messages', labelKey: 'nav.messages', icon: 'message', count: 'messages', notInBottomBar: true },
    { to: '/trainer/settings', labelKey: 'nav.settings', icon: 'settings', also: ['/trainer/account'] },
  ],
  client: [
    { to: '/client', labelKey: 'nav.dashboard', icon: 'home', exact: true, also: ['/client/dashboard', '/client/billing', '/client/check-ins'] },
    { to: '/client/plans', labelKey: 'nav.myPlans', icon: 'clipboard', also: ['/client/blank-workout', '/client/sessions', '/client/meals'] },
    { to: '/client/progress', labelKey: 'nav.progress', icon: 'chart', also: ['/client/exercise-tracker', '/client/weight', '/client/measurements', '/client/manual-log', '/client/track-workout'] },
    { to: '/client/schedule', labelKey: 'nav.schedule', icon: 'calendar' },
    { to: '/client/messages', labelKey: 'nav.messages', icon: 'message', count: 'messages', notInBottomBar: true },
    { to: '/client/settings', labelKey: 'nav.settings', icon: 'settings', also: ['/client/account'] },
  ],
  admin: [
    { to: '/admin', labelKey: 'nav.dashboard', icon: 'home', exact: true, also: ['/admin/dashboard'] },
    { to: '/admin/trainers', labelKey: 'nav.trainers', icon: 'dumbbell', also: ['/admin/trainer'] },
    { to: '/admin/clients', labelKey: 'nav.clients', icon: 'users' },
    { to: '/admin/analytics', labelKey: 'nav.analytics', icon: 'chart' },
    { to: '/admin/settings', labelKey: 'nav.settings', icon: 'settings' },
  ],
};

/** What the device knows of the user's switches (the synced profile row). */
export interface NavFeatures {
  meals: boolean;
}

/** A role's menu without the entries whose switch is off (Meals for a trainer an admin has not enabled it for). */
export function navItems(role: Role, features: NavFeatures): NavItem[] {
  return NAV[role].filter((i) => !i.feature || features[i.feature]);
}

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Whether a menu entry is the current one (My Plans stays highlighted on plan details). */
export function isNavActive(item: NavItem, pathname: string): boolean {
  const path = pathname.replace(/\/$/, '') || '/';
  if (item.exact ? path === item.to : under(path, item.to)) return true;
  return (item.also ?? []).some((p) => under(path, p));
}

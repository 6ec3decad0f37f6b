import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_BY_ROLE, type Role } from '../../../domain/constants';
import { CalendarIcon, ChartIcon, ClipboardIcon, DumbbellIcon, HomeIcon, LogoutIcon, SettingsIcon, UsersIcon, UtensilsIcon } from '../../ui/icons';
import { Logo } from '../../ui/Logo';
import { isNavActive, type NavIcon, type NavItem } from './nav';
import type { FirstUseTrigger } from '../../ui/loadOnFirstUse';
import { MessageIcon } from '../../features/messaging';

const ICONS: Record<NavIcon, (p: { size?: number }) => ReactNode> = {
  home: HomeIcon,
  users: UsersIcon,
  dumbbell: DumbbellIcon,
  utensils: UtensilsIcon,
  settings: SettingsIcon,
  clipboard: ClipboardIcon,
  chart: ChartIcon,
  calendar: CalendarIcon,
  message: MessageIcon,
};

function NavLinks({ items, pathname, variant, counts }: { items: NavItem[]; pathname: string; variant: 'side' | 'bottom'; counts?: AreaChromeProps['counts'] }) {
  const { t } = useTranslation();
  return (
    <>
      {items.filter((item) => variant === 'side' || !item.notInBottomBar).map((item) => {
        const I = ICONS[item.icon];
        const active = isNavActive(item, pathname);
        return (
          <li key={item.to}>
            <Link to={item.to} className={`nav-link nav-link--${variant}${active ? ' is-active' : ''}`} aria-current={active ? 'page' : undefined}>
              <I size={variant === 'bottom' ? 22 : 20} />
              <span>{t(item.labelKey)}</span>
              {item.count ? counts?.[item.count] : null}
            </Link>
          </li>
        );
      })}
    </>
  );
}

export interface AreaChromeProps {
  role: Role;
  items: NavItem[];
  pathname: string;
  /** What an entry's count shows (NavItem.count): the unread messages. */
  counts?: Partial<Record<NonNullable<NavItem['count']>, ReactNode>>;
  /** The top bar's right side (sync state, user, theme, bell). */
  topbar: ReactNode;
  /** Between the top bar and the screen (alerts, banners, dialogs). */
  alerts?: ReactNode;
  /** After the body, before the bottom bar (the rest timer). */
  after?: ReactNode;
  onLogout?: () => void;
  /** Spread on the sign-out buttons: the sign-out warning's dialog is fetched when one is reached for. */
  logoutTrigger?: FirstUseTrigger;
  loggingOut?: boolean;
  children: ReactNode;
}

/**
 * The signed-in frame's markup: sidebar from 1024 px, bottom bar below (
 * docs/rules/routes-and-screens.md "Layout" breakpoint 1023 px), top bar, and the screen in <main>. One component for
 * the app's frame (AppShell.tsx) and the pre-rendered one the server sends
 * before any script (AreaFrame.tsx), so the app takes over a page that looks
 * the same, at the same places.
 */
export function AreaChrome({ role, items, pathname, counts, topbar, alerts, after, onLogout, logoutTrigger, loggingOut = false, children }: AreaChromeProps) {
  const { t } = useTranslation();
  const logoutButton = (variant: 'side' | 'bottom') => (
    <li>
      <button type="button" className={`nav-link nav-link--${variant}`} {...logoutTrigger} onClick={onLogout} disabled={loggingOut} aria-busy={loggingOut || undefined}>
        <LogoutIcon size={variant === 'bottom' ? 22 : 20} />
        <span>{t('nav.logout')}</span>
      </button>
    </li>
  );

  return (
    <div className={`shell shell--${role}`}>
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <aside className="sidebar">
        <Link to={HOME_BY_ROLE[role]} className="sidebar-brand" aria-label={t('nav.home')}>
          <Logo />
        </Link>
        <nav aria-label={t('nav.main')}>
          <ul className="nav-list">
            <NavLinks items={items} pathname={pathname} variant="side" counts={counts} />
            {logoutButton('side')}
          </ul>
        </nav>
      </aside>
      <div className="shell-body">
        <header className="topbar">
          <Link to={HOME_BY_ROLE[role]} className="topbar-brand" aria-label={t('nav.home')}>
            <Logo size={26} />
          </Link>
          <div className="topbar-spacer" />
          {topbar}
        </header>
        {alerts}
        <main id="main" className="app-main" tabIndex={-1}>
          {children}
        </main>
      </div>
      {after}
      <nav className="bottom-bar" aria-label={t('nav.main')}>
        <ul className="bottom-list">
          <NavLinks items={items} pathname={pathname} variant="bottom" />
          {logoutButton('bottom')}
        </ul>
      </nav>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices, useRejected, useSyncStatus } from '../../db';
import { AlertIcon, CheckIcon, ClockIcon, InfoIcon, WarningIcon, WifiOffIcon } from '../../ui/icons';
import { DeferredSyncPanel as SyncPanel } from './DeferredSyncPanel';
import { indicatorView, type IndicatorKind } from './indicator';
import { useBrowserOnline } from '../../hooks/useBrowserOnline';
import './sync.css';

const ICONS: Record<IndicatorKind, typeof CheckIcon> = {
  synced: CheckIcon,
  pending: ClockIcon,
  offline: WifiOffIcon,
  error: AlertIcon,
  attention: WarningIcon,
  notice: InfoIcon,
};

/**
 * The global sync state in the top bar: a small check when all is synced,
 * otherwise plain words (N pending, Offline, Sync error: reason). Opens the
 * sync panel with the "needs attention" list.
 */
export function SyncIndicator() {
  const { t } = useTranslation();
  const status = useSyncStatus();
  const rejected = useRejected();
  const notices = useNotices();
  const online = useBrowserOnline();
  const [open, setOpen] = useState(false);
  const view = indicatorView(status, { browserOnline: online, rejected: rejected?.length ?? 0, notices: notices?.length ?? 0 });
  const label = view.kind === 'error' ? t('sync.indicator.error', { reason: t(`sync.reasons.${view.reason ?? 'unknown'}`) }) : t(view.key, view.values);
  const short = view.shortKey ? t(view.shortKey, view.values) : label;
  const Icon = ICONS[view.kind];
  return (
    <>
      <button
        type="button"
        className={`sync-indicator sync-indicator--${view.kind}`}
        data-sync-state={view.kind}
        title={`${label} — ${t('sync.indicator.open')}`}
        aria-label={label}
        {...SyncPanel.trigger}
        onClick={() => setOpen(true)}
      >
        <Icon size={18} />
        {view.kind === 'synced' ? null : (
          <>
            <span className="sync-indicator-text sync-indicator-text--full">{label}</span>
            <span className="sync-indicator-text sync-indicator-text--short">{short}</span>
          </>
        )}
      </button>
      <span className="visually-hidden" role="status">
        {view.kind === 'synced' ? '' : label}
      </span>
      {open ? <SyncPanel open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}

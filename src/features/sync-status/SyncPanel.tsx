import * as RadixDialog from '@radix-ui/react-dialog';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import type { SyncNetState } from '../../db';
import { useRejected, useSyncStatus, useUserDb } from '../../db';
import { formatDate } from '../../i18n/format';
import { triggerSync } from '../../sync-session/session';
import { Button } from '../../ui/Button';
import { useDialogFocusReturn } from '../../ui/useFocusReturn';
import { indicatorView } from './indicator';
import { NeedsAttentionList } from './NeedsAttentionList';
import { useBrowserOnline } from '../../hooks/useBrowserOnline';
import { useLocale } from '../../hooks/useLocale';

function useLastSyncedAt(): string | null | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => ((await db.syncMeta.get('net'))?.value as SyncNetState | undefined)?.lastSyncedAt ?? null, [db]);
}

function StatusText() {
  const { t } = useTranslation();
  const status = useSyncStatus();
  const online = useBrowserOnline();
  const view = indicatorView(status, { browserOnline: online, rejected: 0 });
  const pending = status?.pending ?? 0;
  switch (view.kind) {
    case 'offline':
      return <p>{t('sync.panel.offline')}</p>;
    case 'error':
      return <p>{t('sync.panel.error', { reason: t(`sync.reasons.${view.reason ?? 'unknown'}`) })}</p>;
    case 'pending':
      return <p>{t('sync.panel.pending', { count: pending })}</p>;
    default:
      return <p>{t('sync.panel.synced')}</p>;
  }
}

/** The sync state in words, "Sync now", and the list of changes that need attention. */
export function SyncPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const last = useLastSyncedAt();
  const rejected = useRejected();
  const online = useBrowserOnline();
  const onCloseAutoFocus = useDialogFocusReturn(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content className="dialog sync-panel" aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
          <RadixDialog.Title className="dialog-title">{t('sync.panel.title')}</RadixDialog.Title>
          <div className="sync-panel-status">
            <StatusText />
            <p className="sync-panel-last">
              {last ? t('sync.panel.lastSynced', { time: formatDate(last, locale, { dateStyle: 'medium', timeStyle: 'short' }) }) : t('sync.panel.neverSynced')}
            </p>
            <Button variant="secondary" size="sm" onClick={() => triggerSync('user')} disabled={!online}>
              {t('sync.panel.syncNow')}
            </Button>
          </div>
          <section className="sync-panel-attention" aria-labelledby="sync-attention-title">
            <h3 id="sync-attention-title" className="sync-panel-subtitle">
              {t('sync.attention.title')}
              {rejected?.length ? <span className="badge badge--warning">{rejected.length}</span> : null}
            </h3>
            <NeedsAttentionList />
          </section>
          <div className="dialog-footer">
            <RadixDialog.Close asChild>
              <button type="button" className="btn btn--secondary btn--md">
                <span>{t('common.close')}</span>
              </button>
            </RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

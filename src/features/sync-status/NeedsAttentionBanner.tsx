import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRejected } from '../../db';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { DeferredSyncPanel as SyncPanel } from './DeferredSyncPanel';

/** Says plainly, above every screen, that some changes were refused, until the user has dealt with them. */
export function NeedsAttentionBanner() {
  const { t } = useTranslation();
  const rejected = useRejected();
  const [open, setOpen] = useState(false);
  // The panel stays open after the last item is dealt with, so the user sees it worked.
  if (!rejected?.length) return open ? <SyncPanel open={open} onOpenChange={setOpen} /> : null;
  return (
    <div className="shell-alert">
      <Banner
        tone="warning"
        title={t('sync.attention.title')}
        actions={
          <Button size="sm" variant="secondary" {...SyncPanel.trigger} onClick={() => setOpen(true)}>
            {t('sync.attention.review')}
          </Button>
        }
      >
        {t('sync.attention.banner', { count: rejected.length })}
      </Banner>
      {open ? <SyncPanel open={open} onOpenChange={setOpen} /> : null}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Banner } from '../ui/Banner';
import { Button } from '../ui/Button';
import { applyUpdate, dismissUpdate, useUpdateReady } from './register';
import '../features/sync-status/sync.css';

/** "A new version is ready — Reload": shown when a new service worker waits; nothing reloads without the user. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const ready = useUpdateReady();
  if (!ready) return null;
  return (
    <div className="update-prompt">
      <Banner
        tone="info"
        title={t('pwa.update.text')}
        actions={
          <>
            <Button size="sm" onClick={applyUpdate}>
              {t('pwa.update.reload')}
            </Button>
            <Button size="sm" variant="ghost" onClick={dismissUpdate}>
              {t('pwa.update.later')}
            </Button>
          </>
        }
      />
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { CheckIcon } from '../ui/icons';
import { promptInstall, useInstallState } from './install';

/** iOS never offers an install prompt: Safari's Share → Add to Home Screen is the way (iPadOS reports itself as a Mac with touch). */
function isIos(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
}

/** Settings entry "Install app": the browser's own install dialog when it offers one, else how to do it by hand. */
export function InstallAppCard() {
  const { t } = useTranslation();
  const state = useInstallState();
  const [busy, setBusy] = useState(false);
  return (
    <section className="card" data-install-state={state}>
      <h2 className="card-title">{t('settings.sections.installApp.title')}</h2>
      <p className="card-description">{t('settings.sections.installApp.text')}</p>
      {state === 'available' ? (
        <Button
          loading={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await promptInstall();
            } finally {
              setBusy(false);
            }
          }}
        >
          {t('pwa.install.button')}
        </Button>
      ) : state === 'installed' ? (
        <p className="install-done">
          <CheckIcon size={18} /> {t('pwa.install.installed')}
        </p>
      ) : (
        <p className="card-description">{isIos() ? t('pwa.install.ios') : t('pwa.install.manual')}</p>
      )}
    </section>
  );
}

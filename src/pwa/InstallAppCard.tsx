import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { CheckIcon } from '../ui/icons';
import { promptInstall, useInstallState } from './install';

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
        <p className="card-description">{t('pwa.install.manual')}</p>
      )}
    </section>
  );
}

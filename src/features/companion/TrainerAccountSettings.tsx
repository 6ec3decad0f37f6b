import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/authStore';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button, LinkButton } from '../../ui/Button';
import { useSwitchApp } from './useSwitchApp';

/**
 * Settings → Trainer account (client): a trainer's companion client account
 * switches back to the trainer app; an ordinary client is told what a trainer
 * account needs (docs/rules/routes-and-screens.md "Navigation guards" lets a signed-in non-trainer open trainer registration).
 */
export function TrainerAccountSettings() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const switcher = useSwitchApp();
  const companion = !!user?.companion_of;
  return (
    <section className="card" data-testid="trainer-account">
      <h2 className="card-title">{t('settings.sections.trainerAccount.title')}</h2>
      <p className="card-description">{companion ? t('companion.trainerSide') : t('companion.notTrainer')}</p>
      {switcher.error ? <Banner tone="error">{translateMessage(t, switcher.error)}</Banner> : null}
      <div>
        {companion ? (
          <Button onClick={() => void switcher.run()} loading={switcher.busy}>
            {switcher.busy ? t('companion.switching') : t('companion.switchToTrainer')}
          </Button>
        ) : (
          <LinkButton to="/trainer/register" variant="secondary">
            {t('companion.register')}
          </LinkButton>
        )}
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { ClockIcon } from './icons';

/** An honest placeholder for a screen that a later release fills: its title, what it will do, and that it is not here yet. */
export function ComingSoon({ title, text }: { title: string; text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">{title}</h1>
      </header>
      <section className="card coming-soon">
        <span className="coming-soon-icon" aria-hidden="true">
          <ClockIcon size={28} />
        </span>
        <div>
          <p className="coming-soon-badge">{t('common.comingSoon')}</p>
          <p className="coming-soon-text">{text ?? t('common.comingSoonText')}</p>
        </div>
      </section>
    </div>
  );
}

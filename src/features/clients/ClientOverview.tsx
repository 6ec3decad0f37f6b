import { useTranslation } from 'react-i18next';
import type { ClientRow } from '../../db';
import { formatNumber } from '../../i18n/format';
import { EmailText } from '../../ui/EmailText';
import { useLocale } from '../../hooks/useLocale';
import { goalLabel, rateLabel } from './labels';

/** Every field of the record, as a compact description list. */
export function ClientOverview({ client: c }: { client: ClientRow }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const none = <span className="fact-none">{t('clients.detail.notSet')}</span>;
  const text = (v: string | null | undefined) => (v ? v : none);
  const facts: [string, React.ReactNode][] = [
    [
      t('clients.form.email'),
      c.email ? (
        <a href={`mailto:${c.email}`}>
          <EmailText email={c.email} />
        </a>
      ) : (
        none
      ),
    ],
    [t('clients.form.goal'), c.goal ? goalLabel(t, c.goal) : none],
    [t('clients.form.age'), c.age === null ? none : t('clients.detail.years', { age: c.age })],
    [t('clients.form.heightCm'), c.heightCm === null ? none : formatNumber(c.heightCm, locale, 1)],
    [t('clients.form.weightKg'), c.weightKg === null ? none : formatNumber(c.weightKg, locale, 2)],
    [t('clients.form.allergies'), text(c.allergies)],
    [t('clients.form.intolerances'), text(c.intolerances)],
    [t('clients.form.hourlyRate'), c.hourlyRate === null ? none : rateLabel(t, c, locale)],
    [t('clients.form.currency'), c.currency],
    [t('clients.detail.account'), c.hasAccount ? t('clients.detail.hasAccount') : t('clients.detail.noAccount')],
  ];
  return (
    <>
      <dl className="facts-grid">
        {facts.map(([label, value]) => (
          <div key={label} className="fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="fact fact--wide">
        <dt className="fact-label">{t('clients.form.notes')}</dt>
        <dd className="fact-notes">{text(c.notes)}</dd>
      </dl>
    </>
  );
}

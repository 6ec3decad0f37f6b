import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../domain/constants';
import { htmlLangOf } from '../../../domain/language';
import { compareDates, NEAR_DAYS, type CompareLine, type DatedValue } from '../../../domain/photos/compare';
import { useLocale } from '../../hooks/useLocale';
import { useMeasurements } from '../measurements';
import { useWeightLogs } from '../weight-logs';
import { deviceTimeZone, formatTakenOn } from './format';

const numberFormats = new Map<string, Intl.NumberFormat>();
function formatNumber(value: number, locale: Locale, signed: boolean): string {
  const k = `${locale}|${signed}`;
  let f = numberFormats.get(k);
  if (!f) numberFormats.set(k, (f = new Intl.NumberFormat(htmlLangOf(locale), { maximumFractionDigits: 2, ...(signed ? { signDisplay: 'exceptZero' as const } : {}) })));
  return f.format(value);
}

/**
 * The weight and every measurement known on either date, each as it was on
 * that date (domain/photos/compare.ts: logged that day or up to 14 days
 * before), and the change; a value logged on another day than the photos
 * names its day.
 */
export function CompareFigures({ clientId, dates }: { clientId: string; dates: readonly [string, string] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const weights = useWeightLogs(clientId);
  const measurements = useMeasurements(clientId);
  const c = useMemo(() => compareDates(dates, weights ?? [], measurements ?? [], deviceTimeZone()), [dates[0], dates[1], weights, measurements]);
  const lines = [c.weight, ...c.measurements].filter((l) => l.before || l.after);
  if (!weights || !measurements) return null;

  const nameOf = (l: CompareLine) => (l.key === 'weightKg' ? t('photos.compare.weight') : l.key.startsWith('custom:') ? l.key.slice(7) : t(`measurements.fields.${l.key}`));
  const unit = (l: CompareLine, value: string) => (l.key === 'weightKg' ? t('photos.compare.kg', { value }) : l.key === 'bodyFatPercent' ? t('measurements.percent', { value }) : t('measurements.cm', { value }));
  const cell = (l: CompareLine, v: DatedValue | null, date: string) =>
    v ? (
      <>
        {unit(l, formatNumber(v.value, locale, false))}
        {v.on !== date ? <span className="photo-figure-on">{t('photos.compare.loggedOn', { date: formatTakenOn(v.on, locale) })}</span> : null}
      </>
    ) : (
      t('photos.compare.none')
    );

  return (
    <section className="photo-figures" aria-label={t('photos.compare.figures')}>
      <h4 className="photo-figures-title">{t('photos.compare.figures')}</h4>
      {lines.length === 0 ? null : (
        <table className="photo-figures-table" data-testid="compare-figures">
          <thead>
            <tr>
              <th scope="col">{t('photos.compare.measure')}</th>
              <th scope="col">{formatTakenOn(c.before, locale)}</th>
              <th scope="col">{formatTakenOn(c.after, locale)}</th>
              <th scope="col">{t('photos.compare.change')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.key}>
                <th scope="row">{nameOf(l)}</th>
                <td>{cell(l, l.before, c.before)}</td>
                <td>{cell(l, l.after, c.after)}</td>
                <td className="photo-figure-change">{l.change === null ? t('photos.compare.none') : unit(l, formatNumber(l.change, locale, true))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="photo-muted">{t('photos.compare.nearNote', { days: NEAR_DAYS })}</p>
    </section>
  );
}

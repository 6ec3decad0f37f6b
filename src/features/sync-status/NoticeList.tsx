import { useTranslation } from 'react-i18next';
import type { SyncNoticeRow } from '../../../replica/db/types';
import { useNotices, useUserDb } from '../../db';
import { formatDate } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { noticeValue } from './notice';
import { useLocale } from '../../hooks/useLocale';

const UNITS: Record<string, 'kg' | 'cm'> = { weightKg: 'kg', heightCm: 'cm' };

function NoticeRow({ notice }: { notice: SyncNoticeRow }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const db = useUserDb();
  const show = (v: unknown) => {
    const shown = noticeValue(v, locale);
    if (shown.kind === 'empty') return t('sync.notice.empty');
    // A listed goal reads in the user's language; a measure keeps its unit.
    if (notice.field === 'goal') return t(`clients.goals.${shown.text}`, { defaultValue: shown.text });
    const unit = UNITS[notice.field];
    return unit ? t(`sync.notice.unit.${unit}`, { value: shown.text }) : shown.text;
  };
  return (
    <li className="attention-item attention-item--notice" data-testid="notice-item">
      <p className="attention-what">
        {t(`sync.notice.entity.${notice.table}`, { defaultValue: t('sync.notice.entity.other') })}
        {' · '}
        {t(`sync.notice.field.${notice.field}`, { defaultValue: notice.field })}
      </p>
      <dl className="attention-facts">
        <div>
          <dt>{t('sync.notice.yours')}</dt>
          <dd>{show(notice.yours)}</dd>
        </div>
        <div>
          <dt>{t('sync.notice.kept')}</dt>
          <dd>{show(notice.kept)}</dd>
        </div>
      </dl>
      <p className="attention-made">{t('sync.notice.at', { time: formatDate(notice.at, locale, { dateStyle: 'medium', timeStyle: 'short' }) })}</p>
      <div className="attention-actions">
        <Button variant="secondary" onClick={() => void db.notices.delete(notice.key)}>
          {t('sync.notice.dismiss')}
        </Button>
      </div>
    </li>
  );
}

/**
 * Edits of this device that a later edit from another device replaced
 * (conflicts never pass silently): both values, and OK to dismiss. Nothing
 * to retry: the later edit is the one that stands.
 */
export function NoticeList() {
  const { t } = useTranslation();
  const notices = useNotices();
  if (!notices?.length) return null;
  return (
    <section className="notice-section" aria-labelledby="notice-title">
      <h3 id="notice-title" className="attention-subtitle">
        {t('sync.notice.title')}
      </h3>
      <p className="attention-intro">{t('sync.notice.intro')}</p>
      <ul className="attention-list">
        {notices.map((n) => (
          <NoticeRow key={n.key} notice={n} />
        ))}
      </ul>
    </section>
  );
}

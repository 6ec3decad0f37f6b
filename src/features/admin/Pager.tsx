import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { useLocale } from '../../hooks/useLocale';
import type { Pagination } from './api';

/** Previous / next over a server-side list, with "21–40 of 57". */
export function Pager({ pagination, onPage }: { pagination: Pagination; onPage(page: number): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { page, per_page, total } = pagination;
  const pages = Math.max(1, Math.ceil(total / per_page));
  const from = total ? (page - 1) * per_page + 1 : 0;
  const to = Math.min(total, page * per_page);
  return (
    <nav className="admin-pager" aria-label={t('admin.pager.label')}>
      <span className="admin-muted">
        {t('admin.pager.range', { from: formatNumber(from, locale), to: formatNumber(to, locale), total: formatNumber(total, locale) })}
      </span>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.pager.previous')}
      </Button>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.pager.next')}
      </Button>
    </nav>
  );
}

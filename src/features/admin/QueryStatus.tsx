import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import type { AdminQuery } from './useAdminQuery';

/** What an admin screen shows while its figures are not there: loading, offline (said plainly), or the error with Retry. */
export function QueryStatus({ query }: { query: AdminQuery<unknown> }) {
  const { t } = useTranslation();
  if (query.state === 'offline') {
    return (
      <Banner tone="warning" title={t('admin.offline.title')}>
        {t('admin.offline.text')}
      </Banner>
    );
  }
  if (query.state === 'error') {
    return (
      <Banner tone="error" title={t('admin.loadFailed')} actions={<Button variant="secondary" onClick={query.reload}>{t('common.retry')}</Button>}>
        {translateMessage(t, query.message)}
      </Banner>
    );
  }
  if (query.state === 'loading' && query.data === null) {
    return (
      <div className="admin-loading">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  return null;
}

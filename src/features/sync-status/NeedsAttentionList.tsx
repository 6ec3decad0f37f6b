import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Locale } from '../../../domain/constants';
import { useNotices, useRejected, useUserDb } from '../../db';
import { formatDate, formatNumber } from '../../i18n/format';
import { translateMessage } from '../../i18n/translateMessage';
import { discardRejected, retryRejected } from '../../sync-session/session';
import { Button } from '../../ui/Button';
import { attentionItem, type AttentionItem, type WeightFacts } from './attention';
import { NoticeList } from './NoticeList';
import { useLocale } from '../../hooks/useLocale';

const when = (iso: string, locale: Locale) => formatDate(iso, locale, { dateStyle: 'medium', timeStyle: 'short' });

function Weight({ facts, locale }: { facts: WeightFacts; locale: Locale }) {
  const { t } = useTranslation();
  return <>{t('sync.attention.weightValue', { weight: formatNumber(facts.weightKg, locale), date: when(facts.loggedAt, locale) })}</>;
}

function ServerState({ item, locale }: { item: AttentionItem; locale: Locale }) {
  const { t } = useTranslation();
  switch (item.server.kind) {
    case 'unknown':
      return <>{t('sync.attention.serverUnknown')}</>;
    case 'gone':
      return <>{t('sync.attention.serverGone')}</>;
    case 'weight':
      return <Weight facts={item.server.facts} locale={locale} />;
    default:
      return <>{t('sync.attention.serverOther')}</>;
  }
}

function AttentionRow({ item }: { item: AttentionItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const db = useUserDb();
  const [busy, setBusy] = useState<'retry' | 'discard' | null>(null);
  const run = (kind: 'retry' | 'discard') => async () => {
    setBusy(kind);
    try {
      await (kind === 'retry' ? retryRejected(db, item.mutationId) : discardRejected(db, item.mutationId));
    } finally {
      setBusy(null);
    }
  };
  return (
    <li className="attention-item" data-testid="attention-item">
      <p className="attention-what">
        {t(`sync.attention.what.${item.what}`)}
        {item.mine ? (
          <span className="attention-mine">
            {' · '}
            <Weight facts={item.mine} locale={locale} />
          </span>
        ) : null}
      </p>
      <dl className="attention-facts">
        <div>
          <dt>{t('sync.attention.reason')}</dt>
          <dd>{translateMessage(t, item.error.message)}</dd>
        </div>
        <div>
          <dt>{t('sync.attention.serverState')}</dt>
          <dd>
            <ServerState item={item} locale={locale} />
          </dd>
        </div>
      </dl>
      {item.schedulePath ? (
        <Link to={item.schedulePath} className="text-link attention-link">
          {t('sync.attention.answerAgain')}
        </Link>
      ) : null}
      <p className="attention-made">{t('sync.attention.madeAt', { time: when(item.createdAt, locale) })}</p>
      <div className="attention-actions">
        <Button variant="secondary" onClick={run('discard')} loading={busy === 'discard'} disabled={!!busy}>
          {t('sync.attention.discard')}
        </Button>
        <Button onClick={run('retry')} loading={busy === 'retry'} disabled={!!busy}>
          {t('sync.attention.retry')}
        </Button>
      </div>
    </li>
  );
}

/** Mutations the server refused (reason, the server's state, Retry / Discard), then edits a later one replaced. */
export function NeedsAttentionList() {
  const { t } = useTranslation();
  const rejected = useRejected();
  const notices = useNotices();
  if (!rejected || !notices) return null;
  if (!rejected.length && !notices.length) return <p className="attention-empty">{t('sync.attention.empty')}</p>;
  return (
    <>
      {rejected.length ? (
        <>
          <p className="attention-intro">{t('sync.attention.intro')}</p>
          <ul className="attention-list">
            {rejected.map((r) => (
              <AttentionRow key={r.mutationId} item={attentionItem(r)} />
            ))}
          </ul>
        </>
      ) : null}
      <NoticeList />
    </>
  );
}

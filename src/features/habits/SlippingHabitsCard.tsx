import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adherence, combinedAdherence, isBelow, weekRange } from '../../../domain/habits/adherence';
import { localToday } from '../../../domain/habits/days';
import { useClients, useProfile } from '../../db';
import { useLocale } from '../../hooks/useLocale';
import { useNow } from '../../hooks/useNow';
import { Spinner } from '../../ui/Spinner';
import { formatPercent } from './format';
import { SLIPPING_THRESHOLD } from './threshold';
import { useHabitsOf } from './useHabits';
import './habits.css';

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The trainer's dashboard: clients below the threshold on their habits this week, lowest first (docs/rules/habits.md "Adherence"). */
export function SlippingHabitsCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const profile = useProfile();
  const today = localToday(useNow(), profile?.timeZone || deviceZone());
  const { from, to } = weekRange(today);
  const clients = useClients();
  const ids = useMemo(() => clients?.map((c) => c.id), [clients]);
  const data = useHabitsOf(ids, from);
  const slipping = useMemo(() => {
    if (!clients || !data) return undefined;
    const byClient = new Map<string, ReturnType<typeof adherence>[]>();
    for (const h of data.habits) {
      const list = byClient.get(h.clientId) ?? [];
      list.push(adherence(h, data.entries.get(h.id) ?? [], from, to, today));
      byClient.set(h.clientId, list);
    }
    return clients
      .map((c) => ({ client: c, a: combinedAdherence(byClient.get(c.id) ?? []) }))
      .filter((x) => isBelow(x.a, SLIPPING_THRESHOLD))
      .sort((x, y) => x.a.ratio! - y.a.ratio!);
  }, [clients, data, from, to, today]);
  if (data && data.habits.length === 0) return null;
  return (
    <section className="card stat-card" aria-labelledby="stat-slipping" data-testid="slipping-habits">
      <h2 className="stat-label" id="stat-slipping">
        {t('habits.slipping.title')}
      </h2>
      {slipping === undefined ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          <p className="stat-value" data-testid="slipping-count">
            {slipping.length}
          </p>
          <p className="stat-detail">{slipping.length === 0 ? t('habits.slipping.none') : t('habits.slipping.lead', { percent: formatPercent(SLIPPING_THRESHOLD, locale) })}</p>
          {slipping.length ? (
            <ul className="slipping-list">
              {slipping.map(({ client, a }) => (
                <li key={client.id}>
                  <Link to={`/trainer/clients/${client.id}`} className="text-link">
                    {client.name}
                  </Link>
                  <span className="num">{formatPercent(a.ratio!, locale)}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}

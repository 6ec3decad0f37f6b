import { useLiveQuery } from 'dexie-react-hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { totalVolume } from '../../../domain/workouts/strength';
import { useUserDb } from '../../db';
import { useLocale } from '../../hooks/useLocale';
import { htmlLangOf } from '../../../domain/language';

const DAY_MS = 86_400_000;

/**
 * The client's week before a check-in, read from the device: workouts done
 * and their volume, the latest weight, and `habits`: the habits' adherence
 * over the same week (HabitsWeek).
 */
export function WeekSummary({ clientId, date, habits }: { clientId: string; date: string; habits?: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const db = useUserDb();
  const to = new Date(Date.parse(`${date}T23:59:59.999Z`) + DAY_MS).toISOString();
  const from = new Date(Date.parse(`${date}T00:00:00Z`) - 6 * DAY_MS).toISOString();
  const week = useLiveQuery(async () => {
    const sets = await db.exerciseSets.where('[clientId+loggedAt]').between([clientId, from], [clientId, to]).toArray();
    const done = sets.filter((s) => s.completedAt);
    const weights = await db.weightLogs.where('[clientId+loggedAt]').between([clientId, ''], [clientId, to]).reverse().limit(1).toArray();
    return { sessions: new Set(done.map((s) => s.sessionId)).size, volume: totalVolume(sets), weight: weights[0] ?? null };
  }, [db, clientId, from, to]);
  if (!week) return null;
  const n = new Intl.NumberFormat(htmlLangOf(locale), { maximumFractionDigits: 1 });
  return (
    <dl className="ci-week" data-testid="check-in-week">
      <div>
        <dt>{t('checkIns.review.sessions')}</dt>
        <dd>{n.format(week.sessions)}</dd>
      </div>
      <div>
        <dt>{t('checkIns.review.volume')}</dt>
        <dd>{`${n.format(Math.round(week.volume))} kg`}</dd>
      </div>
      <div>
        <dt>{t('checkIns.review.weight')}</dt>
        <dd>{week.weight ? `${n.format(week.weight.weightKg)} kg` : '—'}</dd>
      </div>
      {habits ? (
        <div>
          <dt>{t('checkIns.review.habits')}</dt>
          <dd>{habits}</dd>
        </div>
      ) : null}
    </dl>
  );
}

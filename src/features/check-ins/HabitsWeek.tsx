import { useMemo } from 'react';
import { adherence, combinedAdherence } from '../../../domain/habits/adherence';
import { addDays } from '../../../domain/time/wall-time';
import { useLocale } from '../../hooks/useLocale';
import { formatPercent, useHabitsOf } from '../habits';

/** The client's habit adherence over the week up to a check-in's date (docs/rules/habits.md "Adherence"), or a dash when none was due. */
export function HabitsWeek({ clientId, date }: { clientId: string; date: string }) {
  const locale = useLocale();
  const from = addDays(date, -6);
  const ids = useMemo(() => [clientId], [clientId]);
  const data = useHabitsOf(ids, from);
  const ratio = useMemo(() => {
    if (!data) return undefined;
    const today = new Date().toISOString().slice(0, 10);
    return combinedAdherence(data.habits.map((h) => adherence(h, data.entries.get(h.id) ?? [], from, date, today < date ? today : date))).ratio;
  }, [data, from, date]);
  if (ratio === undefined) return null;
  return <span data-testid="check-in-habits">{ratio === null ? '—' : formatPercent(ratio, locale)}</span>;
}

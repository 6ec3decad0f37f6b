import type { TFunction } from 'i18next';
import { isListedGoal } from '../../../domain/clients/goals';
import type { Locale } from '../../../domain/constants';
import { formatMoney } from '../../i18n/format';
import type { ClientRow } from '../../db';

/** A listed goal in the interface language; a custom goal as the trainer wrote it. */
export function goalLabel(t: TFunction, goal: string | null): string {
  if (!goal) return t('clients.goals.none');
  return isListedGoal(goal) ? t(`clients.goals.${goal}`) : goal;
}

/** "€35 / h" in the client's currency, or empty when no rate is set. */
export function rateLabel(t: TFunction, c: Pick<ClientRow, 'hourlyRate' | 'currency'>, locale: Locale): string {
  return c.hourlyRate === null ? '' : t('clients.perHour', { amount: formatMoney(c.hourlyRate, locale, c.currency) });
}

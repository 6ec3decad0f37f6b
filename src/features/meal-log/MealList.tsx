import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MealLogRow } from '../../../domain/meals/entity';
import type { RefKind } from '../../../domain/messaging/references';
import { MEAL_SLOTS, type MealSlot } from '../../../domain/meals/slots';
import { Button } from '../../ui/Button';
import { CheckIcon } from '../../ui/icons';
import { PendingBadge } from '../sync-status';
import { useLocale } from '../../hooks/useLocale';
import type { DayView, PlannedMeal } from './dayView';
import { kcalText, macrosText } from './format';

type Group = MealSlot | 'other';

/** What a meal's comments are about: the meal log itself (docs/rules/messaging.md "References"). */
export const MEAL_COMMENTS: readonly RefKind[] = ['mealLog'];
const GROUPS: Group[] = [...MEAL_SLOTS, 'other'];

/**
 * The day's meals by slot: logged ones with a big "eaten" tick (one tap),
 * amount and remove; the plan's meals not logged yet with "Eaten as planned".
 * Without handlers it is read-only (the trainer's view). `comment` adds an
 * action to a logged meal (the trainer's Comment), `comments` shows what was
 * said about it under it.
 */
export function MealList({
  view,
  pending,
  label,
  onToggle,
  onEdit,
  onRemove,
  onEatPlanned,
  comment,
  comments,
}: {
  view: DayView;
  pending: Set<string> | undefined;
  label: (log: MealLogRow) => string;
  onToggle?: (log: MealLogRow) => void;
  onEdit?: (log: MealLogRow) => void;
  onRemove?: (log: MealLogRow) => void;
  onEatPlanned?: (p: PlannedMeal) => void;
  comment?: (log: MealLogRow) => ReactNode;
  comments?: (log: MealLogRow) => ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const groups = GROUPS.map((g) => ({
    g,
    logs: view.meals.filter((l) => (l.slot ?? 'other') === g),
    planned: g === 'other' ? [] : view.planned.filter((p) => p.pivot.slot === g && !p.logged),
  })).filter((x) => x.logs.length || x.planned.length);

  if (!groups.length) return <p className="card ml-muted ml-empty">{t('mealLog.log.empty')}</p>;
  return (
    <div className="ml-groups" data-testid="meal-list">
      {groups.map(({ g, logs, planned }) => (
        <section key={g} className="card ml-group" aria-labelledby={`ml-slot-${g}`}>
          <h2 className="ml-group-title" id={`ml-slot-${g}`}>
            {t(`mealLog.slots.${g}`)}
          </h2>
          <ul className="ml-items">
            {logs.map((log) => {
              const title = label(log);
              const isPending = pending?.has(log.id) ?? false;
              return (
                <li key={log.id} className="ml-item" data-testid="meal-log" data-title={title} data-completed={log.wasCompleted ? 'true' : 'false'} data-pending={isPending ? 'true' : undefined}>
                  {onToggle ? (
                    <button type="button" className="ml-check" aria-pressed={log.wasCompleted} aria-label={t('mealLog.log.markEaten', { title })} onClick={() => onToggle(log)}>
                      <CheckIcon size={24} />
                    </button>
                  ) : (
                    <span className="ml-check" data-on={log.wasCompleted ? 'true' : undefined} aria-hidden="true">
                      <CheckIcon size={20} />
                    </span>
                  )}
                  <div className="ml-item-main">
                    <p className="ml-item-title">{title}</p>
                    <p className="ml-item-figures">
                      <strong>{t('mealLog.figures.kcal', { value: kcalText(log.calories, locale) })}</strong> · {macrosText(t, log, locale)}
                    </p>
                    <p className="ml-item-state">
                      {log.wasCompleted ? t('mealLog.log.eaten') : t('mealLog.log.notEaten')}
                      {isPending ? <PendingBadge /> : null}
                    </p>
                  </div>
                  {onEdit || onRemove || comment ? (
                    <div className="ml-item-actions">
                      {comment?.(log)}
                      {onEdit ? (
                        <Button variant="secondary" size="sm" aria-label={t('mealLog.log.editAmountNamed', { title })} onClick={() => onEdit(log)}>
                          {t('mealLog.log.editAmount')}
                        </Button>
                      ) : null}
                      {onRemove ? (
                        <Button variant="ghost" size="sm" aria-label={t('mealLog.log.removeNamed', { title })} onClick={() => onRemove(log)}>
                          {t('mealLog.log.remove')}
                        </Button>
                      ) : null}
                    </div>
                  ) : null}
                  {comments ? <div className="ml-item-comments">{comments(log)}</div> : null}
                </li>
              );
            })}
            {planned.map((p) => (
              <li key={p.pivot.id} className="ml-item ml-item--planned" data-testid="meal-planned">
                <span className="ml-check ml-check--planned" aria-hidden="true" />
                <div className="ml-item-main">
                  <p className="ml-item-title">{p.meal.title}</p>
                  <p className="ml-item-figures">
                    <strong>{t('mealLog.figures.kcal', { value: kcalText(p.figures.calories, locale) })}</strong> · {macrosText(t, p.figures, locale)}
                  </p>
                  <p className="ml-item-state">{t('mealLog.plan.stillPlanned')}</p>
                </div>
                {onEatPlanned ? (
                  <div className="ml-item-actions">
                    <Button size="sm" aria-label={t('mealLog.plan.eatenAsPlannedNamed', { title: p.meal.title })} onClick={() => onEatPlanned(p)}>
                      {t('mealLog.plan.eatenAsPlanned')}
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import { makeMealPlanIdMap } from '../../../domain/meals/copy';
import type { MealPlanMealRow, MealPlanRow } from '../../../domain/meals/entity';
import { isLocalDate } from '../../../domain/meals/local-day';
import { MESSAGES } from '../../../domain/messages';
import { applyLocalMutation, useUserDb, type RepwiseDb } from '../../db';
import { translateMessage } from '../../i18n/translateMessage';
import { Button, LinkButton } from '../../ui/Button';
import { SelectField } from '../../ui/FormFields';
import { TextField } from '../../ui/TextField';
import { MealSheet } from './MealSheet';

/** The trainer's meal plan templates, by title. */
async function templates(db: RepwiseDb): Promise<MealPlanRow[]> {
  const all = await db.table<MealPlanRow, string>('mealPlans').toArray();
  return all.filter((p) => p.clientId === null).sort((a, b) => a.title.localeCompare(b.title));
}

/**
 * Assign a template to a client ('mealPlan.assign'): the device makes every id
 * of the copy (plan, pivots, meals) so it shows at once, offline too.
 */
export async function assignMealPlan(db: RepwiseDb, templateId: string, clientId: string, startsOn: string): Promise<string> {
  const pivots = await db.table<MealPlanMealRow, string>('mealPlanMeals').where('mealPlanId').equals(templateId).toArray();
  const meals = [...new Set(pivots.map((p) => p.mealId))].map((id) => ({ id }));
  const idMap = makeMealPlanIdMap({ pivots, meals } as unknown as Parameters<typeof makeMealPlanIdMap>[0], uuidv7);
  const newPlanId = uuidv7();
  await applyLocalMutation(db, 'mealPlan.assign', { templateId, clientId, newPlanId, idMap, startsOn });
  return newPlanId;
}

export function AssignMealPlanDialog({ open, onOpenChange, clientId, today }: { open: boolean; onOpenChange: (o: boolean) => void; clientId: string; today: string }) {
  const { t } = useTranslation();
  const db = useUserDb();
  const list = useLiveQuery(() => templates(db), [db]);
  const [templateId, setTemplateId] = useState('');
  const [startsOn, setStartsOn] = useState(today);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (!open) return;
    setStartsOn(today);
    setError(undefined);
  }, [open, today]);
  useEffect(() => {
    if (list?.length && !list.some((p) => p.id === templateId)) setTemplateId(list[0]!.id);
  }, [list, templateId]);

  return (
    <MealSheet open={open} onOpenChange={onOpenChange} title={t('mealLog.trainer.assignTitle')} description={t('mealLog.trainer.assignText')}>
      {list && list.length === 0 ? (
        <div className="ml-form">
          <p>{t('mealLog.trainer.noTemplates')}</p>
          <div className="sheet-actions">
            <LinkButton to="/trainer/meals" variant="secondary">
              {t('mealLog.trainer.openMeals')}
            </LinkButton>
          </div>
        </div>
      ) : (
        <form
          className="form ml-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!isLocalDate(startsOn)) return setError(MESSAGES.validationFailed);
            if (!templateId) return;
            void assignMealPlan(db, templateId, clientId, startsOn).then(
              () => onOpenChange(false),
              () => setError(MESSAGES.validationFailed),
            );
          }}
        >
          <SelectField label={t('mealLog.trainer.template')} value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
            {(list ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </SelectField>
          <TextField label={t('mealLog.trainer.startsOn')} type="date" value={startsOn} error={error ? translateMessage(t, error) : undefined} onChange={(e) => setStartsOn(e.target.value)} />
          <div className="sheet-actions">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('mealLog.edit.cancel')}
            </Button>
            <Button type="submit" disabled={!templateId}>
              {t('mealLog.trainer.assignSubmit')}
            </Button>
          </div>
        </form>
      )}
    </MealSheet>
  );
}

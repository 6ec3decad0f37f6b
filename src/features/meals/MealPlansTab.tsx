import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { ZodError } from 'zod';
import { applyLocalMutation, usePendingIds, useUserDb } from '../../db';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useNavigateToHeading } from '../../ui/useFocusReturn';
import { pluralForm } from '../session-labels';
import { useTemplatePlans, type PlanSummary } from './hooks';
import { useLocale } from '../../hooks/useLocale';

export const mealPlanEditorPath = (plan: { id: string; clientId: string | null }) =>
  plan.clientId ? `/trainer/clients/${plan.clientId}/meal-plans/${plan.id}/edit` : `/trainer/meals/plans/${plan.id}`;

/** /trainer/meals (first tab): the trainer's meal plan templates; create, open, delete. */
export function MealPlansTab() {
  const { t } = useTranslation();
  const locale = useLocale();
  const db = useUserDb();
  const plans = useTemplatePlans();
  const pending = usePendingIds('mealPlans');
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<PlanSummary | null>(null);
  if (!plans) return <Spinner label={t('common.loading')} />;
  return (
    <section className="mls" aria-labelledby="mls-plans-heading">
      <div className="mls-head">
        <h2 id="mls-plans-heading" className="visually-hidden">
          {t('meals.tabs.plans')}
        </h2>
        <p className="muted small mls-head-text">{t('meals.plans.lead')}</p>
        <Button onClick={() => setCreating(true)}>{t('meals.plans.new')}</Button>
      </div>
      {plans.length === 0 ? (
        <div className="card mls-empty">
          <p>{t('meals.plans.empty')}</p>
        </div>
      ) : (
        <ul className="pl-list">
          {plans.map((p) => (
            <li key={p.id} className="pl-item" data-testid="meal-plan-row">
              <div className="pl-item-main">
                <Link className="pl-item-title" to={mealPlanEditorPath(p)}>
                  {p.title}
                </Link>
                <span className="pl-item-meta">
                  <span>{t(`meals.plans.days.${pluralForm(p.days, locale)}`, { count: p.days })}</span>
                  <span>{t(`meals.plans.mealCount.${pluralForm(p.mealCount, locale)}`, { count: p.mealCount })}</span>
                  {pending?.has(p.id) ? <span className="exl-pending">{t('exercises.library.notSynced')}</span> : null}
                </span>
              </div>
              <div className="pl-item-actions">
                <Button variant="ghost" size="sm" onClick={() => setDeleting(p)} aria-label={t('meals.plans.deleteNamed', { title: p.title })}>
                  {t('meals.plans.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <NewMealPlanDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(v) => !v && setDeleting(null)}
        title={t('meals.plans.deleteTitle')}
        cancelLabel={t('meals.cancel')}
        confirmLabel={t('meals.plans.delete')}
        onConfirm={() => {
          if (deleting) void applyLocalMutation(db, 'mealPlan.delete', { id: deleting.id });
          setDeleting(null);
        }}
      >
        <p>{t('meals.plans.deleteText', { title: deleting?.title ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}

/** A new meal plan template: a title and its number of days (a week by default). Opens the editor. */
function NewMealPlanDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (v: boolean) => void }) {
  const { t } = useTranslation();
  const db = useUserDb();
  const navigate = useNavigateToHeading();
  const [title, setTitle] = useState('');
  const [days, setDays] = useState('7');
  const [errors, setErrors] = useState<{ title?: string; days?: string }>({});
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) return;
    setTitle('');
    setDays('7');
    setErrors({});
    setFailed(false);
  }, [open]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const id = uuidv7();
    const n = /^\s*\d+\s*$/.test(days) ? Number(days) : Number.NaN;
    try {
      await applyLocalMutation(db, 'mealPlan.create', { id, title, days: n });
      onOpenChange(false);
      navigate(mealPlanEditorPath({ id, clientId: null }));
    } catch (err) {
      if (!(err instanceof ZodError)) return setFailed(true);
      const next: { title?: string; days?: string } = {};
      for (const issue of err.issues) {
        const f = issue.path[0] === 'days' ? 'days' : 'title';
        next[f] ??= translateMessage(t, issue.message);
      }
      setErrors(next);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('meals.plans.newTitle')}
      footer={
        <Button type="submit" form="mls-plan-form">
          {t('meals.plans.create')}
        </Button>
      }
    >
      <form id="mls-plan-form" className="form" onSubmit={submit} noValidate>
        <TextField label={t('meals.plans.title')} value={title} onChange={(e) => setTitle(e.target.value)} error={errors.title} maxLength={255} autoFocus />
        <TextField label={t('meals.plans.daysLabel')} hint={t('meals.plans.daysHint')} inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} error={errors.days} />
        {failed ? <Banner tone="error">{t('meals.saveFailed')}</Banner> : null}
      </form>
    </Dialog>
  );
}

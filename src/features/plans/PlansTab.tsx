import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { applyLocalMutation, useClients, usePendingIds, useUserDb } from '../../db';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Spinner } from '../../ui/Spinner';
import { AssignDialog } from './AssignDialog';
import { usePlanSummaries, type PlanSummary } from './hooks';
import { NewPlanDialog } from './NewPlanDialog';
import { duplicatePlan, editorPath } from './planActions';
import { useNavigateToHeading } from '../../ui/useFocusReturn';
import './plans.css';

/** /trainer/training, Plans tab: templates and client plans; create, duplicate, assign, delete. */
export function PlansTab() {
  const { t } = useTranslation();
  const plans = usePlanSummaries();
  const clients = useClients();
  const [creating, setCreating] = useState(false);
  const [assigning, setAssigning] = useState<PlanSummary | null>(null);
  const [deleting, setDeleting] = useState<PlanSummary | null>(null);
  const db = useUserDb();
  const navigate = useNavigateToHeading();

  if (!plans) return <Spinner label={t('common.loading')} />;
  const names = new Map((clients ?? []).map((c) => [c.id, c.name]));
  const templates = plans.filter((p) => p.isTemplate);
  const forClients = plans.filter((p) => !p.isTemplate).sort((a, b) => (names.get(a.clientId ?? '') ?? '').localeCompare(names.get(b.clientId ?? '') ?? '') || a.title.localeCompare(b.title));

  return (
    <section className="pl" aria-labelledby="pl-heading">
      <div className="pl-head">
        <h2 id="pl-heading" className="visually-hidden">
          {t('exercises.training.tabs.plans')}
        </h2>
        <Button onClick={() => setCreating(true)}>{t('plans.list.new')}</Button>
      </div>

      <PlanGroup
        title={t('plans.list.templates')}
        empty={t('plans.list.noTemplates')}
        plans={templates}
        clientName={() => null}
        onDuplicate={(p) => void duplicatePlan(db, p.id, p.title, t('plans.list.copySuffix')).then((id) => id && navigate(editorPath({ id, clientId: p.clientId })))}
        onAssign={setAssigning}
        onDelete={setDeleting}
      />
      <PlanGroup
        title={t('plans.list.clientPlans')}
        empty={t('plans.list.noClientPlans')}
        plans={forClients}
        clientName={(p) => names.get(p.clientId ?? '') ?? null}
        onDuplicate={(p) => void duplicatePlan(db, p.id, p.title, t('plans.list.copySuffix')).then((id) => id && navigate(editorPath({ id, clientId: p.clientId })))}
        onDelete={setDeleting}
      />

      <NewPlanDialog open={creating} onOpenChange={setCreating} />
      <AssignDialog open={assigning !== null} onOpenChange={(v) => !v && setAssigning(null)} template={assigning} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(v) => !v && setDeleting(null)}
        title={t('plans.list.deleteTitle')}
        cancelLabel={t('exercises.library.cancel')}
        confirmLabel={t('plans.list.delete')}
        onConfirm={() => {
          if (deleting) void applyLocalMutation(db, 'plan.delete', { id: deleting.id });
          setDeleting(null);
        }}
      >
        <p>{deleting?.clientId ? t('plans.list.deleteClientText', { title: deleting.title }) : t('plans.list.deleteText', { title: deleting?.title ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}

function PlanGroup({
  title,
  empty,
  plans,
  clientName,
  onDuplicate,
  onAssign,
  onDelete,
}: {
  title: string;
  empty: string;
  plans: PlanSummary[];
  clientName: (p: PlanSummary) => string | null;
  onDuplicate: (p: PlanSummary) => void;
  onAssign?: (p: PlanSummary) => void;
  onDelete: (p: PlanSummary) => void;
}) {
  const { t } = useTranslation();
  const pending = usePendingIds('trainingPlans');
  return (
    <section className="pl-group">
      <h3 className="pl-group-title">{title}</h3>
      {plans.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="pl-list">
          {plans.map((p) => {
            const client = clientName(p);
            return (
              <li key={p.id} className="pl-item" data-testid="plan-row">
                <div className="pl-item-main">
                  <Link className="pl-item-title" to={editorPath(p)}>
                    {p.title}
                  </Link>
                  <span className="pl-item-meta">
                    {client ? <span>{client}</span> : null}
                    <span>{t('plans.list.counts', { blocks: p.blockCount, exercises: p.exerciseCount })}</span>
                    {pending?.has(p.id) ? <span className="exl-pending">{t('exercises.library.notSynced')}</span> : null}
                  </span>
                </div>
                <div className="pl-item-actions">
                  {onAssign ? (
                    <Button variant="secondary" size="sm" onClick={() => onAssign(p)} aria-label={t('plans.list.assignNamed', { title: p.title })}>
                      {t('plans.list.assign')}
                    </Button>
                  ) : null}
                  <Button variant="ghost" size="sm" onClick={() => onDuplicate(p)} aria-label={t('plans.list.duplicateNamed', { title: p.title })}>
                    {t('plans.list.duplicate')}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => onDelete(p)} aria-label={t('plans.list.deleteNamed', { title: p.title })}>
                    {t('plans.list.delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

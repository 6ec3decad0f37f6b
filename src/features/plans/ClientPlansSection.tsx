import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { AssignDialog } from './AssignDialog';
import { usePlanSummaries } from './hooks';
import { NewPlanDialog } from './NewPlanDialog';
import { editorPath } from './planActions';
import { useNavigateToHeading } from '../../ui/useFocusReturn';
import './plans.css';

/**
 * The plans section of a client's page (/trainer/clients/:id), inside its
 * card there: the client's
 * training plans with links to their progress and the editor, a new plan, and "Assign template"
 * (the client gets their own copy).
 */
export function ClientPlansSection({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigateToHeading();
  const all = usePlanSummaries();
  const [assigning, setAssigning] = useState(false);
  const [creating, setCreating] = useState(false);
  const plans = useMemo(() => (all ?? []).filter((p) => p.clientId === clientId), [all, clientId]);
  const templates = useMemo(() => (all ?? []).filter((p) => p.isTemplate), [all]);

  return (
    <section className="pl-section" aria-labelledby={`client-plans-${clientId}`}>
      <div className="pl-section-head">
        <h3 id={`client-plans-${clientId}`} className="pl-group-title">
          {t('plans.section.title')}
        </h3>
        <div className="pl-item-actions">
          <Button variant="secondary" size="sm" onClick={() => setAssigning(true)}>
            {t('plans.section.assign')}
          </Button>
          <Button size="sm" onClick={() => setCreating(true)}>
            {t('plans.section.new')}
          </Button>
        </div>
      </div>
      {all && plans.length === 0 ? <p className="muted">{t('plans.section.empty')}</p> : null}
      {plans.length ? (
        <ul className="pl-list">
          {plans.map((p) => (
            <li key={p.id} className="pl-item" data-testid="client-plan-row">
              <div className="pl-item-main">
                <Link className="pl-item-title" to={editorPath(p)}>
                  {p.title}
                </Link>
                <span className="pl-item-meta">{t('plans.list.counts', { blocks: p.blockCount, exercises: p.exerciseCount })}</span>
              </div>
              <div className="pl-item-actions">
                <Link className="btn btn--ghost btn--sm" to={`/trainer/clients/${clientId}/plans/${p.id}/progress`} aria-label={t('plans.section.progressNamed', { title: p.title })}>
                  <span>{t('plans.section.progress')}</span>
                </Link>
                <Link className="btn btn--ghost btn--sm" to={editorPath(p)} aria-label={t('plans.section.editNamed', { title: p.title })}>
                  <span>{t('plans.section.edit')}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <AssignDialog
        open={assigning}
        onOpenChange={setAssigning}
        templates={templates}
        clientId={clientId}
        onAssigned={(id) => navigate(editorPath({ id, clientId }))}
      />
      <NewPlanDialog open={creating} onOpenChange={setCreating} clientId={clientId} />
    </section>
  );
}

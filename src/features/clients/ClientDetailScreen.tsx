import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MESSAGES } from '../../../domain/messages';
import { applyLocalMutation, useClient, usePendingIds, useUserDb } from '../../db';
import { formatDate } from '../../i18n/format';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button, LinkButton } from '../../ui/Button';
import { ChevronRightIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { InvitationCard } from '../invitations';
import { PendingBadge } from '../sync-status';
import { useLocale } from '../../hooks/useLocale';
import { ClientWeightSection } from '../weight-logs';
import { InvitationBadge, StatusBadge } from './Badges';
import { ClientFormDialog } from './ClientFormDialog';
import { ClientOverview } from './ClientOverview';
import { DeleteClientDialog } from './DeleteClientDialog';
import { NO_PLANS, usePlanCounts } from './hooks';
import { useNavigateToHeading } from '../../ui/useFocusReturn';
import './clients.css';

/**
 * The plans feature may offer the client's plan list as
 * src/features/plans/ClientPlansSection.tsx exporting ClientPlansSection({ clientId }):
 * it shows in the plans section as soon as that file exists.
 */
const planSectionModules = import.meta.glob<{ ClientPlansSection: ComponentType<{ clientId: string }> }>('../plans/ClientPlansSection.tsx');
const loadPlanSection = Object.values(planSectionModules)[0];
const ClientPlansSection = loadPlanSection ? lazy(() => loadPlanSection().then((m) => ({ default: m.ClientPlansSection }))) : null;

// The progress feature's figures come in a chunk of their own, loaded with these sections, not with the page.
const loadSummary = () => import('../progress/ClientSummary');
const ClientProgressSummary = lazy(() => loadSummary().then((m) => ({ default: m.ClientProgressSummary })));
const ClientHistorySummary = lazy(() => loadSummary().then((m) => ({ default: m.ClientHistorySummary })));

// The client's billing (summary, sessions and payments tabs, dialogs) in a chunk of its own.
const ClientBillingSection = lazy(() => import('../billing/ClientBillingSection').then((m) => ({ default: m.ClientBillingSection })));

// The client's meal plans and meal logs, with their chart, in a chunk of their own.
const ClientMealsSection = lazy(() => import('../meal-log/ClientMealsSection').then((m) => ({ default: m.ClientMealsSection })));

// The client's body measurements (issue 30), in a chunk of their own; their chart loads with it.
const ClientMeasurementsSection = lazy(() => import('../measurements/ClientMeasurementsSection').then((m) => ({ default: m.ClientMeasurementsSection })));

// The client's habits and their adherence (issue 31), in a chunk of their own.
const ClientHabitsSection = lazy(() => import('../habits/ClientHabitsSection').then((m) => ({ default: m.ClientHabitsSection })));

// The client's check-ins: the forms sent to them and when (issue 31), in a chunk of their own.
const ClientCheckInsSection = lazy(() => import('../check-ins/ClientCheckInsSection').then((m) => ({ default: m.ClientCheckInsSection })));

// The client's progress photos and their compare view (issue 30), in a chunk of their own.
const PhotosSection = lazy(() => import('../photos/PhotosSection').then((m) => ({ default: m.PhotosSection })));

// The client's conversation (issue 29), in the messaging chunk.
const ClientMessagesTab = lazy(() => import('../messaging/ClientMessagesTab').then((m) => ({ default: m.ClientMessagesTab })));

const SECTIONS = ['overview', 'billing', 'plans', 'progress', 'history', 'weight', 'measurements', 'photos', 'meals', 'messages'] as const;

/** /trainer/clients/:id: overview, invitation, billing (?billing=sessions|payments), plans, progress, history, weight and meals of one client, offline from the device's database. */
export function TrainerClientDetail() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigateToHeading();
  const db = useUserDb();
  const client = useClient(id);
  const pending = usePendingIds('clients');
  const counts = usePlanCounts();
  const locale = useLocale();
  const [editOpen, setEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (client === undefined) return <Spinner label={t('common.loading')} />;
  if (client === null) {
    return (
      <div className="page">
        <Link to="/trainer/clients" className="text-link back-link">
          ← {t('clients.detail.back')}
        </Link>
        <section className="card">
          <h1 className="card-title">{t('clients.detail.notFoundTitle')}</h1>
          <p className="card-description">{t('clients.detail.notFoundText')}</p>
        </section>
      </div>
    );
  }

  const n = counts?.get(client.id) ?? NO_PLANS;
  const isPending = pending?.has(client.id) ?? false;

  async function remove() {
    setError(null);
    try {
      await applyLocalMutation(db, 'client.delete', { id: client!.id });
      navigate('/trainer/clients', { replace: true });
    } catch {
      setError(MESSAGES.clientDeleteError);
    }
  }

  return (
    <div className="page client-detail">
      <Link to="/trainer/clients" className="text-link back-link">
        ← {t('clients.detail.back')}
      </Link>
      <header className="client-detail-head">
        <div className="client-detail-title">
          <h1 className="page-title">{client.name}</h1>
          <div className="client-detail-badges">
            <StatusBadge status={client.status} />
            <InvitationBadge client={client} />
            {isPending ? <PendingBadge /> : null}
            <span className="cell-muted">{t('clients.detail.added', { date: formatDate(client.createdAt, locale) })}</span>
          </div>
        </div>
        <div className="client-detail-actions">
          <Button variant="secondary" onClick={() => setEditOpen(true)}>
            {t('clients.detail.edit')}
          </Button>
          <Button variant="danger" onClick={() => setDeleteOpen(true)}>
            {t('clients.detail.delete')}
          </Button>
        </div>
      </header>
      {error ? <Banner tone="error" title={translateMessage(t, error)} /> : null}

      <nav className="section-nav" aria-label={t('clients.detail.sections')}>
        {SECTIONS.map((s) => (
          <a key={s} href={`#client-${s}`} className="chip">
            {s === 'messages' ? t('messaging.tab') : s === 'measurements' ? t('measurements.title') : s === 'photos' ? t('photos.title') : t(`clients.detail.${s}`)}
          </a>
        ))}
      </nav>

      <div className="client-detail-grid">
        <section id="client-overview" className="card client-section client-section--wide" aria-labelledby="client-overview-title">
          <h2 className="card-title" id="client-overview-title">
            {t('clients.detail.overview')}
          </h2>
          <ClientOverview client={client} />
        </section>

        <InvitationCard client={client} syncPending={isPending} />

        <section id="client-billing" className="card client-section client-section--wide" aria-labelledby="client-billing-title">
          <h2 className="card-title" id="client-billing-title">
            {t('clients.detail.billing')}
          </h2>
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <ClientBillingSection client={client} />
          </Suspense>
        </section>
        <section id="client-plans" className="card client-section" aria-labelledby="client-plans-title">
          <h2 className="card-title" id="client-plans-title">
            {t('clients.detail.plans')}
          </h2>
          <dl className="stat-pair">
            <div>
              <dt>{t('clients.detail.trainingPlans')}</dt>
              <dd>{n.training}</dd>
            </div>
            <div>
              <dt>{t('clients.detail.mealPlans')}</dt>
              <dd>{n.meal}</dd>
            </div>
          </dl>
          {ClientPlansSection ? (
            <Suspense fallback={<Spinner label={t('common.loading')} />}>
              <ClientPlansSection clientId={client.id} />
            </Suspense>
          ) : (
            <p className="card-description">{t('clients.detail.plansSoon')}</p>
          )}
          <LinkButton to="/trainer/training" variant="secondary" size="sm" icon={<ChevronRightIcon size={16} />}>
            {t('clients.detail.openTraining')}
          </LinkButton>
        </section>

        <section id="client-progress" className="card client-section client-section--wide" aria-labelledby="client-progress-title">
          <h2 className="card-title" id="client-progress-title">
            {t('clients.detail.progress')}
          </h2>
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <ClientProgressSummary clientId={client.id} />
          </Suspense>
        </section>

        <section id="client-history" className="card client-section" aria-labelledby="client-history-title">
          <h2 className="card-title" id="client-history-title">
            {t('clients.detail.history')}
          </h2>
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <ClientHistorySummary clientId={client.id} />
          </Suspense>
        </section>

        <div id="client-weight" className="client-section client-section--wide">
          <ClientWeightSection clientId={client.id} />
        </div>
        <div id="client-measurements" className="client-section client-section--wide">
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <ClientMeasurementsSection clientId={client.id} />
          </Suspense>
        </div>
        <div id="client-habits" className="client-section client-section--wide">
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <ClientHabitsSection clientId={client.id} />
          </Suspense>
        </div>
        <section id="client-check-ins" className="card client-section client-section--wide" aria-labelledby="client-check-ins-title">
          <h2 className="card-title" id="client-check-ins-title">
            {t('checkIns.schedule.title')}
          </h2>
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <ClientCheckInsSection clientId={client.id} />
          </Suspense>
        </section>
        <div id="client-photos" className="client-section client-section--wide">
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <PhotosSection clientId={client.id} own={false} />
          </Suspense>
        </div>
        <section id="client-meals" className="card client-section client-section--wide" aria-labelledby="client-meals-title">
          <h2 className="card-title" id="client-meals-title">
            {t('clients.detail.meals')}
          </h2>
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <ClientMealsSection clientId={client.id} />
          </Suspense>
        </section>
        <section id="client-messages" className="card client-section client-section--wide" aria-labelledby="client-messages-title">
          <h2 className="card-title" id="client-messages-title">
            {t('messaging.tab')}
          </h2>
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <ClientMessagesTab clientId={client.id} clientName={client.name} />
          </Suspense>
        </section>
      </div>

      <ClientFormDialog open={editOpen} onOpenChange={setEditOpen} client={client} />
      <DeleteClientDialog open={deleteOpen} onOpenChange={setDeleteOpen} name={client.name} onConfirm={() => void remove()} />
    </div>
  );
}

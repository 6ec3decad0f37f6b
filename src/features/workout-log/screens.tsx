import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { TrainingSessionRow } from '../../../domain/sessions/rows';
import { useClient, useClients, useProfile } from '../../db';
import { useSessionRow } from '../../db/sessions';
import { Spinner } from '../../ui/Spinner';
import { canLog } from './access';
import { LogScreen } from './LogScreen';
import { moveScreenState, screenStateKey } from './screenState';
import { usePlan } from '../plans';
import { CommentButton, ItemComments } from '../messaging';
import './workout-log.css';

function NotFound({ backTo, plan = false }: { backTo: string; plan?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page-title">{t(plan ? 'workoutLog.planNotFoundTitle' : 'workoutLog.notFoundTitle')}</h1>
      <p>{t(plan ? 'workoutLog.planNotFound' : 'workoutLog.notFound')}</p>
      <Link className="text-link" to={backTo}>
        {t('workoutLog.back')}
      </Link>
    </div>
  );
}

const planOf = (session: TrainingSessionRow, clientId: string) => session.planByClient[clientId] ?? null;

/** The client's own log of a session: /client/sessions/:sessionId/log and /client/plans/:planId/sessions/:sessionId/log. */
function ClientLog({ routePlanId }: { routePlanId?: string }) {
  const { t } = useTranslation();
  const { sessionId } = useParams();
  const location = useLocation();
  const profile = useProfile();
  const session = useSessionRow(sessionId);
  const clientId = profile?.clientId ?? null;
  const backTo = routePlanId ? `/client/plans/${routePlanId}` : '/client';
  // A blank workout just created: its row is being written.
  const justCreated = (location.state as { created?: boolean } | null)?.created === true;
  if (profile === undefined || session === undefined || (session === null && justCreated)) return <Spinner label={t('workoutLog.loading')} />;
  if (!session || !clientId) return <NotFound backTo={backTo} />;
  // The client tells their trainer about this workout from here (their conversation's id is their client id); its comments show under it.
  const subheader = (
    <>
      <CommentButton clientId={clientId} kind="sessionLog" id={session.id} side="client" />
      <ItemComments clientId={clientId} kind="sessionLog" id={session.id} />
    </>
  );
  return <LogScreen viewer="client" session={session} planId={routePlanId ?? planOf(session, clientId)} clientId={clientId} backTo={backTo} subheader={subheader} />;
}

export function ClientSessionLogScreen() {
  return <ClientLog />;
}

export function ClientPlanSessionLogScreen() {
  const { planId } = useParams();
  return <ClientLog routePlanId={planId} />;
}

/**
 * /client/blank-workout: a workout the client starts on their own, blank or
 * (?planId=) a day of their plan with its exercises, targets and rests; the
 * session is created by the first logged set (deferred creation), on that
 * plan, and the screen moves to it.
 */
export function ClientBlankWorkoutScreen() {
  const { t } = useTranslation();
  const profile = useProfile();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const planId = params.get('planId') || null;
  const plan = usePlan(planId ?? undefined);
  const clientId = profile?.clientId ?? null;
  if (profile === undefined || plan === undefined) return <Spinner label={t('workoutLog.loading')} />;
  // A plan of someone else's, a template or a plan gone: not a day this client can start.
  if (!clientId) return <NotFound backTo="/client" />;
  if (planId && plan?.plan.clientId !== clientId) return <NotFound backTo="/client" plan />;
  return (
    <LogScreen
      viewer="client"
      session={null}
      planId={planId}
      clientId={clientId}
      backTo="/client"
      onCreated={(id) => {
        moveScreenState(screenStateKey(null, planId, clientId), screenStateKey(id, null, clientId));
        void navigate(`/client/sessions/${id}/log`, { replace: true, state: { created: true } });
      }}
    />
  );
}

function ClientName({ clientId, logging }: { clientId: string; logging: boolean }) {
  const { t } = useTranslation();
  const client = useClient(clientId);
  return client ? <p className="wl-meta">{t(logging ? 'workoutLog.for' : 'workoutLog.client', { name: client.name })}</p> : null;
}

/** /trainer/sessions/:id/log?client_id=: the trainer logs an in-person session for its client. */
export function TrainerSessionLogScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const session = useSessionRow(id);
  if (session === undefined) return <Spinner label={t('workoutLog.loading')} />;
  const clientId = session ? (params.get('client_id') ?? session.clientIds[0] ?? null) : null;
  if (!session || !clientId || !session.clientIds.includes(clientId)) return <NotFound backTo="/trainer" />;
  // The trainer comments on the client's logged workout from here; its comments show under the name.
  const subheader = (
    <>
      <ClientName clientId={clientId} logging={canLog(session.type, 'trainer')} />
      <CommentButton clientId={clientId} kind="sessionLog" id={session.id} />
      <ItemComments clientId={clientId} kind="sessionLog" id={session.id} />
    </>
  );
  return <LogScreen viewer="trainer" session={session} planId={planOf(session, clientId)} clientId={clientId} backTo="/trainer" subheader={subheader} />;
}

/**
 * /trainer/group-sessions/:groupId/log: a group session, one client at a
 * time. The switcher keeps the client in the address; everything logged is
 * in the device's database, so switching loses nothing.
 */
export function TrainerGroupSessionLogScreen() {
  const { t } = useTranslation();
  const { groupId } = useParams();
  const [params, setParams] = useSearchParams();
  const session = useSessionRow(groupId);
  const clients = useClients();
  if (session === undefined || clients === undefined) return <Spinner label={t('workoutLog.loading')} />;
  const chosen = params.get('client_id');
  const clientId = session ? (chosen && session.clientIds.includes(chosen) ? chosen : (session.clientIds[0] ?? null)) : null;
  if (!session || !clientId) return <NotFound backTo="/trainer" />;
  const names = new Map(clients.map((c) => [c.id, c.name]));
  const switcher = (
    <div className="wl-switcher" role="group" aria-label={t('workoutLog.clientSwitcher')}>
      {session.clientIds.map((c) => (
        <button
          key={c}
          type="button"
          className="btn btn--secondary btn--sm"
          aria-pressed={c === clientId}
          onClick={() => setParams((p) => {
            p.set('client_id', c);
            return p;
          }, { replace: true })}
        >
          {names.get(c) ?? c.slice(0, 8)}
        </button>
      ))}
    </div>
  );
  // The chosen client's logged workout is commented on in their own conversation.
  const subheader = (
    <>
      {switcher}
      <CommentButton clientId={clientId} kind="sessionLog" id={session.id} />
      <ItemComments clientId={clientId} kind="sessionLog" id={session.id} />
    </>
  );
  return <LogScreen key={clientId} viewer="trainer" session={session} planId={planOf(session, clientId)} clientId={clientId} backTo="/trainer" subheader={subheader} />;
}

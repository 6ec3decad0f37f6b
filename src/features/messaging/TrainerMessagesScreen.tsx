import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useClient } from '../../db';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { LinkButton } from '../../ui/Button';
import { ChevronRightIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { useViewer } from './hooks';
import { Inbox } from './Inbox';
import { Thread } from './Thread';
import { useAttachParam } from './useAttachParam';
import './messaging.css';

const DESK = '(min-width: 1024px)';

/**
 * /trainer/messages and /trainer/messages/:clientId: the inbox and a client's
 * thread, side by side at a desk, one at a time on a phone. Everything is read
 * from the device, so it works offline; ?ref=kind:id (a Comment button)
 * attaches what the trainer comments on.
 */
export function TrainerMessagesScreen() {
  const { t } = useTranslation();
  const { clientId } = useParams();
  const [params, setParams] = useSearchParams();
  const desk = useMediaQuery(DESK);
  const query = params.get('q') ?? '';
  const showList = desk || !clientId;
  return (
    <div className={`page messages-page${clientId ? ' has-thread' : ''}`}>
      <header className="page-header messages-header">
        <h1 className="page-title">{t('messaging.title')}</h1>
        <LinkButton to="/trainer/messages/broadcast" variant="secondary" size="sm">
          {t('messaging.broadcast.open')}
        </LinkButton>
      </header>
      <div className="messages-layout">
        {showList ? (
          <section className="card messages-inbox" aria-label={t('messaging.inbox.label')}>
            <div role="search" className="inbox-search">
              <label htmlFor="inbox-search" className="visually-hidden">
                {t('messaging.inbox.searchLabel')}
              </label>
              <input
                id="inbox-search"
                type="search"
                className="field-input"
                placeholder={t('messaging.inbox.search')}
                value={query}
                onChange={(e) =>
                  setParams(
                    (p) => {
                      const n = new URLSearchParams(p);
                      if (e.target.value) n.set('q', e.target.value);
                      else n.delete('q');
                      return n;
                    },
                    { replace: true },
                  )
                }
              />
            </div>
            <Inbox query={query} activeId={clientId ?? null} />
          </section>
        ) : null}
        {clientId ? <ClientThread clientId={clientId} showBack={!desk} /> : desk ? <p className="card messages-pick">{t('messaging.inbox.pick')}</p> : null}
      </div>
    </div>
  );
}

function ClientThread({ clientId, showBack }: { clientId: string; showBack: boolean }) {
  const { t } = useTranslation();
  const { attach, onAttached } = useAttachParam();
  const client = useClient(clientId);
  const viewer = useViewer();
  if (client === undefined || viewer === undefined) return <Spinner label={t('messaging.thread.loading')} />;
  if (!client || !viewer) {
    return (
      <section className="card messages-thread">
        <p>{t('messaging.thread.notFound')}</p>
        <Link to="/trainer/messages">{t('messaging.thread.back')}</Link>
      </section>
    );
  }
  return (
    <section className="card messages-thread" aria-labelledby="thread-title">
      <div className="thread-head">
        {showBack ? (
          <Link to="/trainer/messages" className="thread-back" aria-label={t('messaging.thread.back')}>
            <ChevronRightIcon size={20} style={{ transform: 'rotate(180deg)' }} />
          </Link>
        ) : null}
        <h2 id="thread-title" className="thread-title">
          <Link to={`/trainer/clients/${client.id}`}>{client.name}</Link>
        </h2>
      </div>
      <Thread conversationId={client.id} otherName={client.name} viewer={viewer} attach={attach} onAttached={onAttached} />
    </section>
  );
}

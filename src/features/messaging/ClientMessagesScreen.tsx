import { useTranslation } from 'react-i18next';
import { useProfile } from '../../db';
import { LoadingScreen } from '../../ui/Spinner';
import { useViewer } from './hooks';
import { Thread } from './Thread';
import { useAttachParam } from './useAttachParam';
import './messaging.css';

/** /client/messages: the client's one conversation, with their trainer. */
export function ClientMessagesScreen() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const { attach, onAttached } = useAttachParam();
  const profile = useProfile();
  // The profile names the client's trainer once the device has pulled it; until then the thread says "your trainer".
  const trainerName = profile?.trainerName || t('messaging.client.trainer');
  if (viewer === undefined) return <LoadingScreen label={t('messaging.thread.loading')} />;
  if (!viewer?.ownConversationId) {
    return (
      <div className="page">
        <p className="card">{t('messaging.client.firstSync')}</p>
      </div>
    );
  }
  return (
    <div className="page messages-page messages-page--client">
      <header className="page-header">
        <h1 className="page-title">{t('messaging.title')}</h1>
        <p className="page-lead">{t('messaging.client.lead')}</p>
      </header>
      <section className="card messages-thread">
        <Thread conversationId={viewer.ownConversationId} otherName={trainerName} viewer={viewer} attach={attach} onAttached={onAttached} />
      </section>
    </div>
  );
}

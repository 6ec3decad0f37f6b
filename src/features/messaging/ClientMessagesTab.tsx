import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner';
import { useViewer } from './hooks';
import { Thread } from './Thread';
import './messaging.css';

/** The Messages tab of a client's detail page: the same thread as the inbox's, inside the page. */
export function ClientMessagesTab({ clientId, clientName }: { clientId: string; clientName: string }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  if (viewer === undefined) return <Spinner label={t('messaging.thread.loading')} />;
  if (!viewer) return null;
  return <Thread conversationId={clientId} otherName={clientName} viewer={viewer} variant="embedded" />;
}

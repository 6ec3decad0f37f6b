import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { CopyLink } from '../../ui/CopyLink';
import { CalendarIcon } from '../../ui/icons';
import { useBrowserOnline } from '../../hooks/useBrowserOnline';
import './calendar-feed.css';

/** The server's calls (server/areas/calendar/routes.ts): POST makes a new secret URL (the old one stops), DELETE turns it off. */
export const calendarFeedApi = {
  create: () => http.post<{ url: string }>('/api/user/calendar-feed'),
  turnOff: () => http.delete<void>('/api/user/calendar-feed'),
};

/** The feed URL, ready to copy. */
function FeedLink({ url }: { url: string }) {
  const { t } = useTranslation();
  return <CopyLink className="calendar-feed-link" link={url} texts={{ label: t('calendarFeed.link'), copy: t('calendarFeed.copy'), copied: t('calendarFeed.copied') }} />;
}

type Confirm = 'renew' | 'turnOff' | null;

/**
 * Settings card: a private iCal feed of the user's sessions that Google
 * Calendar and Apple Calendar subscribe to (trainers and clients). The server
 * keeps only a hash of the secret, so the URL is shown once, right after it
 * is made; a new one turns the old one off. Online only.
 */
export function CalendarFeedSettings() {
  const { t } = useTranslation();
  const online = useBrowserOnline();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState<'create' | 'turnOff' | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);

  async function create() {
    setBusy('create');
    setStatus(null);
    try {
      const made = await calendarFeedApi.create();
      setUrl(made.url);
    } catch (e) {
      setStatus({ ok: false, message: e instanceof Error ? translateMessage(t, e.message) : String(e) });
    } finally {
      setBusy(null);
    }
  }

  async function turnOff() {
    setBusy('turnOff');
    setStatus(null);
    try {
      await calendarFeedApi.turnOff();
      setUrl(null);
      setStatus({ ok: true, message: t('calendarFeed.turnedOff') });
    } catch (e) {
      setStatus({ ok: false, message: e instanceof Error ? translateMessage(t, e.message) : String(e) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="card calendar-feed">
      <h2 className="card-title">{t('calendarFeed.title')}</h2>
      <p className="card-description">{t('calendarFeed.text')}</p>
      {!online ? <Banner tone="warning">{t('calendarFeed.offline')}</Banner> : null}
      {url ? (
        <>
          <FeedLink url={url} />
          <p className="calendar-feed-note">{t('calendarFeed.secret')}</p>
          <div className="calendar-feed-howto">
            <h3 className="calendar-feed-howto-title">{t('calendarFeed.howTo.title')}</h3>
            <ul>
              <li>
                <strong>{t('calendarFeed.howTo.googleName')}</strong> {t('calendarFeed.howTo.google')}
              </li>
              <li>
                <strong>{t('calendarFeed.howTo.appleName')}</strong> {t('calendarFeed.howTo.apple')}
              </li>
            </ul>
            <p className="calendar-feed-note">{t('calendarFeed.howTo.delay')}</p>
          </div>
        </>
      ) : (
        <p className="calendar-feed-note">{t('calendarFeed.shownOnce')}</p>
      )}
      {status ? <Banner tone={status.ok ? 'success' : 'error'}>{status.message}</Banner> : null}
      <div className="calendar-feed-actions">
        {url ? (
          <Button variant="secondary" disabled={!online || busy !== null} loading={busy === 'create'} onClick={() => setConfirm('renew')}>
            {t('calendarFeed.renew')}
          </Button>
        ) : (
          <Button icon={<CalendarIcon size={18} />} disabled={!online || busy !== null} loading={busy === 'create'} onClick={() => void create()}>
            {t('calendarFeed.create')}
          </Button>
        )}
        <Button variant="ghost" disabled={!online || busy !== null} loading={busy === 'turnOff'} onClick={() => setConfirm('turnOff')}>
          {url ? t('calendarFeed.turnOff') : t('calendarFeed.turnOffEarlier')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === 'renew' ? t('calendarFeed.confirmRenew.title') : t('calendarFeed.confirmTurnOff.title')}
        cancelLabel={t('calendarFeed.cancel')}
        confirmLabel={confirm === 'renew' ? t('calendarFeed.renew') : t('calendarFeed.turnOff')}
        tone={confirm === 'renew' ? 'primary' : 'danger'}
        onConfirm={() => {
          const what = confirm;
          setConfirm(null);
          void (what === 'renew' ? create() : turnOff());
        }}
      >
        <p>{confirm === 'renew' ? t('calendarFeed.confirmRenew.text') : t('calendarFeed.confirmTurnOff.text')}</p>
      </ConfirmDialog>
    </section>
  );
}

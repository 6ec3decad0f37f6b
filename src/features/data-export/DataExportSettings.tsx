import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../domain/constants';
import { currentLanguage } from '../../i18n/language';
import { formatNumber } from '../../i18n/format';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { useBrowserOnline } from '../../hooks/useBrowserOnline';
import { downloadExport } from './download';
import './data-export.css';

type State =
  | { kind: 'idle' }
  | { kind: 'downloading'; received: number; total: number | null }
  | { kind: 'done'; fileName: string; bytes: number }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

function size(bytes: number, locale: ReturnType<typeof currentLanguage>): string {
  return bytes < 1_000_000 ? `${formatNumber(Math.max(1, Math.round(bytes / 1000)), locale, 0)} kB` : `${formatNumber(bytes / 1_000_000, locale, 1)} MB`;
}

/**
 * Settings → Export my data (trainers and clients): everything the account
 * holds as one zip of JSON and CSV files, made by the server while it
 * downloads (GET /api/export). Online only, and says so; the bar shows the
 * bytes received, since a streamed zip has no size until it ends.
 */
export function DataExportSettings({ role }: { role: Role }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const online = useBrowserOnline();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function start() {
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'downloading', received: 0, total: null });
    try {
      const done = await downloadExport((received, total) => setState({ kind: 'downloading', received, total }), controller.signal);
      setState({ kind: 'done', ...done });
    } catch (e) {
      if (controller.signal.aborted) setState({ kind: 'cancelled' });
      else setState({ kind: 'failed', message: e instanceof Error && e.message ? translateMessage(t, e.message) : t('dataExport.failed') });
    } finally {
      abort.current = null;
    }
  }

  const busy = state.kind === 'downloading';
  return (
    <section className="card data-export" aria-labelledby="data-export-title">
      <h2 className="card-title" id="data-export-title">
        {t('dataExport.title')}
      </h2>
      <p className="card-description">{role === 'trainer' ? t('dataExport.textTrainer') : t('dataExport.textClient')}</p>
      <p className="data-export-note">{t('dataExport.formats')}</p>
      {!online && !busy ? <Banner tone="warning">{t('dataExport.offline')}</Banner> : null}
      {state.kind === 'downloading' ? (
        <div className="data-export-progress" role="status">
          <progress
            aria-label={t('dataExport.progressLabel')}
            {...(state.total ? { value: state.received, max: state.total } : {})}
          />
          <span>
            {state.received === 0
              ? t('dataExport.preparing')
              : state.total
                ? t('dataExport.progressOf', { size: size(state.received, locale), total: size(state.total, locale) })
                : t('dataExport.progress', { size: size(state.received, locale) })}
          </span>
        </div>
      ) : null}
      {state.kind === 'done' ? <Banner tone="success">{t('dataExport.done', { file: state.fileName, size: size(state.bytes, locale) })}</Banner> : null}
      {state.kind === 'cancelled' ? <Banner tone="info">{t('dataExport.cancelled')}</Banner> : null}
      {state.kind === 'failed' ? <Banner tone="error">{state.message}</Banner> : null}
      <div className="data-export-actions">
        {busy ? (
          <Button variant="secondary" onClick={() => abort.current?.abort()}>
            {t('dataExport.cancel')}
          </Button>
        ) : (
          <Button onClick={() => void start()} disabled={!online}>
            {t('dataExport.button')}
          </Button>
        )}
      </div>
    </section>
  );
}

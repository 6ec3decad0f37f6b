import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import type { WeightLogRow } from '../../../domain/protocol/rows';
import { applyLocalMutation, usePendingIds, useUserDb } from '../../db';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ScaleIcon } from '../../ui/icons';
import { LoadingScreen } from '../../ui/Spinner';
import { useLocale } from '../../hooks/useLocale';
import { formatKg, formatLoggedAt } from './format';
import { useOwnWeight } from './useOwnWeight';
import { WeightChart } from './WeightChart';
import { changedFields, type WeightFormOutput } from './weightForm';
import { WeightFormDialog } from './WeightFormDialog';
import { WeightList } from './WeightList';
import { WeightSummary } from './WeightSummary';
import './weight.css';

const NO_ROWS: WeightLogRow[] = [];

/**
 * /client/weight: log, edit and delete weights, see the trend. Reads the
 * device's database through live queries and writes only through the
 * weightLog mutations, so it works the same online and offline.
 */
export function ClientWeightScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const db = useUserDb();
  const { loading, clientId, rows } = useOwnWeight();
  const pendingIds = usePendingIds('weightLogs');
  const list = rows ?? NO_ROWS;
  // The new row shows at once; the chart and the figures follow a moment later.
  const trend = useDeferredValue(list);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<WeightLogRow | null>(null);
  const [deleting, setDeleting] = useState<WeightLogRow | null>(null);

  const openCreate = () => {
    setEditing(null);
    setFormOpen(true);
  };

  async function save(values: WeightFormOutput) {
    if (editing) {
      const changes = changedFields(editing, values);
      if (Object.keys(changes).length) await applyLocalMutation(db, 'weightLog.update', { id: editing.id, ...changes });
      return;
    }
    await applyLocalMutation(db, 'weightLog.create', { id: uuidv7(), weightKg: values.weight, notes: values.notes, loggedAt: values.loggedAt });
  }

  const header = (
    <header className="page-header">
      <h1 className="page-title">{t('weight.title')}</h1>
      <p className="page-lead">{t('weight.lead')}</p>
    </header>
  );

  if (loading) return <LoadingScreen label={t('weight.loading')} />;
  if (!clientId) {
    return (
      <div className="page weight-page">
        {header}
        <section className="card weight-empty">
          <p>{t('weight.firstSync')}</p>
        </section>
      </div>
    );
  }

  return (
    <div className="page weight-page">
      {header}
      {list.length === 0 ? (
        <section className="card weight-empty">
          <span className="dash-card-icon" aria-hidden="true">
            <ScaleIcon size={28} />
          </span>
          <div>
            <h2 className="card-title">{t('weight.empty.title')}</h2>
            <p className="card-description">{t('weight.empty.text')}</p>
          </div>
        </section>
      ) : (
        <div className="weight-layout">
          <section className="card weight-overview">
            <WeightSummary rows={trend} />
            <h2 className="weight-section-title">{t('weight.chart.title')}</h2>
            <WeightChart rows={trend} />
          </section>
          <section className="card weight-history">
            <h2 className="weight-section-title">
              {t('weight.history.title')} <span className="weight-count">{t('weight.history.count', { count: list.length })}</span>
            </h2>
            <WeightList
              rows={list}
              pendingIds={pendingIds}
              onEdit={(row) => {
                setEditing(row);
                setFormOpen(true);
              }}
              onDelete={setDeleting}
            />
          </section>
        </div>
      )}

      <div className="thumb-bar">
        <Button size="lg" onClick={openCreate} className="thumb-bar-action">
          {t('weight.logWeight')}
        </Button>
      </div>

      <WeightFormDialog open={formOpen} onOpenChange={setFormOpen} editing={editing} onSave={save} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('weight.delete.title')}
        cancelLabel={t('weight.delete.cancel')}
        confirmLabel={t('weight.delete.confirm')}
        onConfirm={() => {
          const row = deleting;
          setDeleting(null);
          if (row) void applyLocalMutation(db, 'weightLog.delete', { id: row.id });
        }}
      >
        {deleting ? <p>{t('weight.delete.text', { weight: formatKg(deleting.weightKg, locale), date: formatLoggedAt(deleting.loggedAt, locale) })}</p> : null}
      </ConfirmDialog>
    </div>
  );
}

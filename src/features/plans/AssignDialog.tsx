import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_MESSAGES } from '../../../domain/plans/messages';
import { useClients, useUserDb } from '../../db';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { translateMessage } from '../../i18n/translateMessage';
import type { PlanSummary } from './hooks';
import { assignTemplate } from './planActions';

/**
 * Assign a template to a client: the client gets their own copy (later
 * changes to the template leave it as it is). Without clients, docs/rules/plans.md "Client-specific plans"
 * 'No clients available to assign the plan to'. With `templates`, the
 * dialog picks the template for a fixed client instead (client page).
 */
export function AssignDialog({
  open,
  onOpenChange,
  template,
  templates,
  clientId: fixedClient,
  onAssigned,
}: {
  open: boolean;
  onOpenChange: (v: boolean) => void;
  template?: PlanSummary | null;
  templates?: PlanSummary[];
  clientId?: string;
  onAssigned?: (planId: string, clientId: string) => void;
}) {
  const { t } = useTranslation();
  const db = useUserDb();
  const clients = useClients();
  const [clientId, setClientId] = useState(fixedClient ?? '');
  const [templateId, setTemplateId] = useState(template?.id ?? '');
  const [busy, setBusy] = useState(false);
  const clientField = useId();
  const templateField = useId();
  const live = clients ?? [];

  useEffect(() => {
    if (!open) return;
    setClientId(fixedClient ?? live[0]?.id ?? '');
    setTemplateId(template?.id ?? templates?.[0]?.id ?? '');
  }, [open]);

  const noClients = clients !== undefined && live.length === 0 && !fixedClient;
  const noTemplates = templates !== undefined && templates.length === 0;

  async function assign() {
    const tid = template?.id ?? templateId;
    if (!tid || !clientId) return;
    setBusy(true);
    try {
      const id = await assignTemplate(db, tid, clientId);
      onOpenChange(false);
      if (id) onAssigned?.(id, clientId);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={template ? t('plans.assign.titleNamed', { title: template.title }) : t('plans.assign.title')}
      footer={
        <Button onClick={() => void assign()} loading={busy} disabled={noClients || noTemplates || !clientId || !(template?.id ?? templateId)}>
          {t('plans.assign.confirm')}
        </Button>
      }
    >
      <p>{t('plans.assign.lead')}</p>
      {noClients ? <Banner tone="warning">{translateMessage(t, PLAN_MESSAGES.noClientsToAssign)}</Banner> : null}
      {noTemplates ? <Banner tone="info">{t('plans.assign.noTemplates')}</Banner> : null}
      {templates && !noTemplates ? (
        <div className="field">
          <label className="field-label" htmlFor={templateField}>
            {t('plans.assign.template')}
          </label>
          <select id={templateField} className="field-input" value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
            {templates.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {!fixedClient && !noClients ? (
        <div className="field">
          <label className="field-label" htmlFor={clientField}>
            {t('plans.assign.client')}
          </label>
          <select id={clientField} className="field-input" value={clientId} onChange={(e) => setClientId(e.target.value)}>
            {live.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </Dialog>
  );
}

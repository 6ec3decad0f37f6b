import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import { ZodError } from 'zod';
import { PLAN_MESSAGES } from '../../../domain/plans/messages';
import { applyLocalMutation, useClients, useUserDb } from '../../db';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { editorPath } from './planActions';
import { useNavigateToHeading } from '../../ui/useFocusReturn';

/**
 * A new training plan: a template, or a plan for one client (docs/rules/plans.md "Client-specific plans": without
 * clients, 'No clients available to assign the plan to'). Opens the editor.
 */
export function NewPlanDialog({ open, onOpenChange, clientId: fixedClient }: { open: boolean; onOpenChange: (v: boolean) => void; clientId?: string }) {
  const { t } = useTranslation();
  const db = useUserDb();
  const navigate = useNavigateToHeading();
  const clients = useClients();
  const [title, setTitle] = useState('');
  const [forClient, setForClient] = useState(Boolean(fixedClient));
  const [clientId, setClientId] = useState(fixedClient ?? '');
  const [error, setError] = useState<string | null>(null);
  const [titleError, setTitleError] = useState<string | undefined>();
  const kindName = useId();
  const clientField = useId();

  useEffect(() => {
    if (!open) return;
    setTitle('');
    setForClient(Boolean(fixedClient));
    setClientId(fixedClient ?? clients?.[0]?.id ?? '');
    setError(null);
    setTitleError(undefined);
  }, [open]);

  const noClients = clients !== undefined && clients.length === 0;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const id = uuidv7();
    const target = forClient ? clientId || null : null;
    try {
      await applyLocalMutation(db, 'plan.create', { id, title, clientSpecific: forClient, clientId: target });
      onOpenChange(false);
      navigate(editorPath({ id, clientId: target }));
    } catch (err) {
      if (!(err instanceof ZodError)) throw err;
      const issue = err.issues[0];
      if (issue?.path[0] === 'title') setTitleError(translateMessage(t, issue.message));
      else setError(translateMessage(t, issue?.message));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('plans.create.title')}
      footer={
        <Button type="submit" form="new-plan-form">
          {t('plans.create.confirm')}
        </Button>
      }
    >
      <form id="new-plan-form" className="form" onSubmit={submit} noValidate>
        <TextField label={t('plans.create.name')} value={title} onChange={(e) => setTitle(e.target.value)} error={titleError} autoFocus maxLength={255} />
        {fixedClient ? null : (
          <fieldset className="pe-kind-choice">
            <legend className="field-label">{t('plans.create.kind')}</legend>
            <label className="pe-radio">
              <input type="radio" name={kindName} checked={!forClient} onChange={() => setForClient(false)} />
              <span>{t('plans.create.template')}</span>
            </label>
            <label className="pe-radio">
              <input type="radio" name={kindName} checked={forClient} onChange={() => setForClient(true)} />
              <span>{t('plans.create.forClient')}</span>
            </label>
          </fieldset>
        )}
        {forClient && !fixedClient ? (
          noClients ? (
            <Banner tone="warning">{translateMessage(t, PLAN_MESSAGES.noClientsToAssign)}</Banner>
          ) : (
            <div className="field">
              <label className="field-label" htmlFor={clientField}>
                {t('plans.assign.client')}
              </label>
              <select id={clientField} className="field-input" value={clientId} onChange={(e) => setClientId(e.target.value)}>
                {(clients ?? []).map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
          )
        ) : null}
        {error ? <Banner tone="error">{error}</Banner> : null}
      </form>
    </Dialog>
  );
}

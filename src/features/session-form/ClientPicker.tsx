import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientRow } from '../../db';
import { Checkbox } from '../../ui/Checkbox';
import { SelectField } from '../../ui/FormFields';
import { TextField } from '../../ui/TextField';
import { FieldError } from '../../ui/FieldFrame';
import './client-picker.css';

const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/**
 * The session's clients: one (a select) for in person and solo, several for
 * a group (a checkbox list with a search, since a trainer may have many).
 */
export function ClientPicker({
  multiple,
  clients,
  value,
  onChange,
  error,
}: {
  multiple: boolean;
  clients: ClientRow[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const legendId = useId();
  const errorId = useId();
  const sorted = useMemo(() => [...clients].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' })), [clients]);

  if (!multiple) {
    return (
      <SelectField label={t('sessionForm.client')} value={value[0] ?? ''} error={error} onChange={(e) => onChange(e.target.value ? [e.target.value] : [])}>
        <option value="">{t('sessionForm.chooseClient')}</option>
        {sorted.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
    );
  }

  const q = fold(query.trim());
  const shown = q ? sorted.filter((c) => fold(c.name).includes(q) || value.includes(c.id)) : sorted;
  const toggle = (id: string, on: boolean) => onChange(on ? [...value.filter((x) => x !== id), id] : value.filter((x) => x !== id));
  return (
    <div className={['field', 'sform-clients', error ? 'field--invalid' : ''].filter(Boolean).join(' ')} role="group" aria-labelledby={legendId} aria-describedby={error ? errorId : undefined}>
      <p className="field-label" id={legendId}>
        {t('sessionForm.clients')} <span className="sform-count">{t('sessionForm.selectedCount', { count: value.length })}</span>
      </p>
      <TextField label={t('sessionForm.searchClients')} type="search" value={query} autoComplete="off" onChange={(e) => setQuery(e.target.value)} />
      <div className="sform-client-list">
        {shown.length === 0 ? <p className="field-hint">{t('sessionForm.noClientsFound')}</p> : null}
        {shown.map((c) => (
          <Checkbox key={c.id} checked={value.includes(c.id)} onCheckedChange={(on) => toggle(c.id, on)} label={c.name} />
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

import { z } from 'zod';
import type { Currency } from '../currency';
import { ClientFields, CLIENT_FIELD_NAMES, type ClientFieldName, type ClientStatus } from './fields';
import { isListedGoal, type ClientGoal } from './goals';

/**
 * The client form as typed: every input is text (numbers with a point or a
 * comma), the goal is a choice from the list or "custom" with its own text.
 */
export interface ClientFormValues {
  name: string;
  email: string;
  status: ClientStatus;
  goalChoice: '' | ClientGoal | 'custom';
  goalCustom: string;
  age: string;
  heightCm: string;
  weightKg: string;
  allergies: string;
  intolerances: string;
  hourlyRate: string;
  currency: Currency;
  notes: string;
}

/** "182,5" and "182.5" are the same number; empty is null; anything else is NaN (the field's rule rejects it). */
export function parseNumberText(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  return /^\d+(?:[.,]\d+)?$/.test(t) ? Number(t.replace(',', '.')) : Number.NaN;
}

const str = z.string();

/** Form values to the record's fields, with errors on the inputs the user typed into. */
export const ClientFormSchema = z
  .object({
    name: str,
    email: str,
    status: str,
    goalChoice: str,
    goalCustom: str,
    age: str,
    heightCm: str,
    weightKg: str,
    allergies: str,
    intolerances: str,
    hourlyRate: str,
    currency: str,
    notes: str,
  })
  .transform((v, ctx) => {
    const candidate = {
      name: v.name,
      email: v.email,
      status: v.status,
      goal: v.goalChoice === 'custom' ? v.goalCustom : v.goalChoice,
      age: parseNumberText(v.age),
      heightCm: parseNumberText(v.heightCm),
      weightKg: parseNumberText(v.weightKg),
      allergies: v.allergies,
      intolerances: v.intolerances,
      hourlyRate: parseNumberText(v.hourlyRate),
      currency: v.currency,
      notes: v.notes,
    };
    const r = ClientFields.safeParse(candidate);
    if (r.success) return r.data;
    for (const issue of r.error.issues) {
      const field = String(issue.path[0] ?? 'name');
      const path = field === 'goal' ? (v.goalChoice === 'custom' ? 'goalCustom' : 'goalChoice') : field;
      ctx.addIssue({ code: 'custom', path: [path], message: issue.message });
    }
    return z.NEVER;
  });

const numText = (n: number | null) => (n === null ? '' : String(n));

/** A record's fields as the form shows them (empty form for a new client). */
export function formValuesOf(c: Partial<ClientFields> | null, defaults: { currency: Currency }): ClientFormValues {
  const goal = c?.goal ?? null;
  return {
    name: c?.name ?? '',
    email: c?.email ?? '',
    status: c?.status ?? 'pending',
    goalChoice: goal === null ? '' : isListedGoal(goal) ? goal : 'custom',
    goalCustom: goal !== null && !isListedGoal(goal) ? goal : '',
    age: numText(c?.age ?? null),
    heightCm: numText(c?.heightCm ?? null),
    weightKg: numText(c?.weightKg ?? null),
    allergies: c?.allergies ?? '',
    intolerances: c?.intolerances ?? '',
    hourlyRate: numText(c?.hourlyRate ?? null),
    currency: c?.currency ?? defaults.currency,
    notes: c?.notes ?? '',
  };
}

/**
 * Only the fields the user changed: an edit sends these alone (client.update),
 * so two devices editing different fields of one client both keep their edit.
 */
export function changedFields(before: Partial<ClientFields>, after: ClientFields): Partial<ClientFields> {
  const out: Partial<Record<ClientFieldName, unknown>> = {};
  for (const k of CLIENT_FIELD_NAMES) {
    const was = before[k] ?? null;
    if (was !== after[k]) out[k] = after[k];
  }
  return out as Partial<ClientFields>;
}

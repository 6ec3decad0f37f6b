import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import { checkPaymentAmount } from '../../../domain/billing/changes';
import type { Allocation } from '../../../domain/billing/allocate';
import { BILLING_MESSAGES } from '../../../domain/billing/messages';
import { PAYMENT_METHODS, paymentInputSchema, type PaymentMethod } from '../../../domain/billing/payment';
import { owedMinorOf, type PaymentBillingRow } from '../../../domain/billing/summary';
import type { Currency } from '../../../domain/currency';
import { applyLocalMutation, useUserDb } from '../../db';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { SelectField, TextAreaField } from '../../ui/FormFields';
import { TextField } from '../../ui/TextField';
import { Dialog } from '../../ui/Dialog';
import { useLocale } from '../../hooks/useLocale';
import { amountText, money, todayWall } from './format';

type Field = 'amount' | 'method' | 'receivedOn' | 'note';

/**
 * Record or edit a payment. Saving writes the device at once (payment.create
 * or payment.update), online or not; the billing screen then shows the
 * allocation computed on the device, provisional until the server answers.
 * An edit may not go below what the payment already pays (docs/rules/billing.md "Editing a payment"): checked
 * here against the device's figures, and again by the server.
 */
export function PaymentDialog({
  open,
  onOpenChange,
  clientId,
  currency,
  editing,
  allocation,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clientId: string;
  currency: Currency;
  editing: PaymentBillingRow | null;
  allocation: Allocation;
}) {
  const { t } = useTranslation();
  const db = useUserDb();
  const locale = useLocale();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [receivedOn, setReceivedOn] = useState(todayWall());
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const owedMinor = owedMinorOf(allocation);

  useEffect(() => {
    if (!open) return;
    setErrors({});
    setFailed(false);
    // A new payment is offered what the client owes: the usual payment is settling up.
    setAmount(editing ? amountText(editing.amountMinor, locale) : owedMinor > 0 ? amountText(owedMinor, locale) : '');
    setMethod(editing?.method ?? 'cash');
    setReceivedOn(editing?.receivedOn ?? todayWall());
    setNote(editing?.note ?? '');
  }, [open, editing, locale, owedMinor]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = paymentInputSchema.safeParse({ amount, method, receivedOn, note });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const f = issue.path[0] as Field;
        next[f] ??= translateMessage(t, issue.message);
      }
      setErrors(next);
      return;
    }
    const v = parsed.data;
    if (editing) {
      const refusal = checkPaymentAmount(allocation, editing.paymentId, v.amount);
      if (refusal) {
        setErrors({ amount: `${translateMessage(t, BILLING_MESSAGES.paymentBelowApplied)} ${t('billing.form.appliedAlready', { amount: money(refusal.appliedMinor, locale, currency) })}` });
        return;
      }
    }
    setErrors({});
    setSaving(true);
    try {
      if (editing) {
        await applyLocalMutation(db, 'payment.update', { id: editing.paymentId, amountMinor: v.amount, method: v.method, note: v.note, receivedOn: v.receivedOn });
      } else {
        await applyLocalMutation(db, 'payment.create', { id: uuidv7(), clientId, amountMinor: v.amount, method: v.method, note: v.note ?? undefined, receivedOn: v.receivedOn });
      }
      onOpenChange(false);
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t('billing.form.editTitle') : t('billing.form.createTitle')}
      footer={
        <Button type="submit" form="payment-form" loading={saving}>
          {editing ? t('billing.form.save') : t('billing.form.record')}
        </Button>
      }
    >
      <form id="payment-form" className="form billing-form" onSubmit={(e) => void submit(e)} noValidate>
        {failed ? <Banner tone="error">{t('billing.form.failed')}</Banner> : null}
        <TextField
          label={t('billing.form.amount', { currency })}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amount}
          hint={
            editing && editing.appliedMinor > 0
              ? t('billing.form.appliedAlready', { amount: money(editing.appliedMinor, locale, currency) })
              : !editing && owedMinor > 0
                ? t('billing.form.owedNow', { amount: money(owedMinor, locale, currency) })
                : undefined
          }
          autoFocus
        />
        <SelectField label={t('billing.form.method')} value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)} error={errors.method}>
          {PAYMENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {t(`billing.methods.${m}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('billing.form.receivedOn')} type="date" value={receivedOn} onChange={(e) => setReceivedOn(e.target.value)} error={errors.receivedOn} />
        <TextAreaField label={t('billing.form.note')} rows={2} value={note} onChange={(e) => setNote(e.target.value)} error={errors.note} />
      </form>
    </Dialog>
  );
}

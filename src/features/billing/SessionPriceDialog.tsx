import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionPriceField } from '../../../domain/billing/payment';
import type { Currency } from '../../../domain/currency';
import { applyLocalMutation, useUserDb } from '../../db';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { useLocale } from '../../hooks/useLocale';
import { amountText } from './format';

export interface PricedSession {
  sessionId: string;
  title: string;
  date: string;
  priceMinor: number;
  /** The trainer set this client's price (rather than the hourly rate). */
  overridden: boolean;
}

/**
 * The trainer's own price of one completed session for this client (a group
 * is priced per client): saved on the device at once (session.setPrice),
 * offline too. "Use the hourly rate" drops it again.
 */
export function SessionPriceDialog({
  open,
  onOpenChange,
  clientId,
  currency,
  session,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clientId: string;
  currency: Currency;
  session: PricedSession | null;
}) {
  const { t } = useTranslation();
  const db = useUserDb();
  const locale = useLocale();
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open || !session) return;
    setPrice(amountText(session.priceMinor, locale));
    setError(undefined);
    setFailed(false);
  }, [open, session, locale]);

  async function save(priceMinor: number | null) {
    if (!session) return;
    try {
      await applyLocalMutation(db, 'session.setPrice', { id: session.sessionId, clientId, priceMinor });
      onOpenChange(false);
    } catch {
      setFailed(true);
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = sessionPriceField.safeParse(price);
    if (!parsed.success) {
      setError(translateMessage(t, parsed.error.issues[0]?.message));
      return;
    }
    void save(parsed.data);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('billing.price.title')}
      footer={
        <>
          {session?.overridden ? (
            <Button variant="secondary" onClick={() => void save(null)}>
              {t('billing.price.useRate')}
            </Button>
          ) : null}
          <Button type="submit" form="session-price-form">
            {t('billing.price.save')}
          </Button>
        </>
      }
    >
      <form id="session-price-form" className="form billing-form" onSubmit={submit} noValidate>
        {failed ? <Banner tone="error">{t('billing.form.failed')}</Banner> : null}
        {session ? <p className="card-description">{session.title}</p> : null}
        <TextField
          label={t('billing.price.label', { currency })}
          hint={t('billing.price.hint')}
          inputMode="decimal"
          autoComplete="off"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          error={error}
          autoFocus
        />
      </form>
    </Dialog>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EARLIER_SESSIONS_ID } from '../../../domain/billing/earlier';
import type { PaymentBillingRow } from '../../../domain/billing/summary';
import { applyLocalMutation, useUserDb, type ClientRow } from '../../db';
import { formatDate } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Spinner } from '../../ui/Spinner';
import { useLocale } from '../../hooks/useLocale';
import { BillingSummaryView } from './BillingSummaryView';
import { money, wallDate } from './format';
import { useClientBilling } from './hooks';
import { PaymentDialog } from './PaymentDialog';
import { ProvisionalBadge } from './ProvisionalBadge';
import { SessionPriceDialog, type PricedSession } from './SessionPriceDialog';
import './billing.css';

const TABS = ['sessions', 'payments'] as const;
type Tab = (typeof TABS)[number];

/**
 * A client's billing on the trainer's client page (/trainer/clients/{id},
 * ?billing=sessions|payments picks the tab): the summary, the sessions tab
 * (date, session, price, paid, balance; a price set per session) and the
 * payments tab (each payment with what it paid). Everything is computed on
 * the device from its rows, so recording a payment works offline; what rests
 * on a change the server has not confirmed is marked provisional.
 */
export function ClientBillingSection({ client, readOnly = false }: { client: ClientRow; readOnly?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const db = useUserDb();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('billing') === 'payments' ? 'payments' : 'sessions';
  const { billing, earlier } = useClientBilling(client.id);
  const [paymentOpen, setPaymentOpen] = useState(false);
  const [editing, setEditing] = useState<PaymentBillingRow | null>(null);
  const [deleting, setDeleting] = useState<PaymentBillingRow | null>(null);
  const [pricing, setPricing] = useState<PricedSession | null>(null);
  const currency = client.currency;
  const fmt = (minor: number) => money(minor, locale, currency);

  const setTab = (next: Tab) => {
    const p = new URLSearchParams(params);
    p.set('billing', next);
    setParams(p, { replace: true, preventScrollReset: true });
  };

  // Opened from a link to a tab (?billing=...): bring the section into view once.
  const linked = params.has('billing');
  const loaded = billing !== undefined;
  useEffect(() => {
    if (!linked || !loaded) return;
    // After the page's own focus on its heading (which scrolls to the top) has run.
    const timer = setTimeout(() => document.getElementById('client-billing')?.scrollIntoView({ block: 'start' }), 150);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  const titleOf = useMemo(() => {
    const rows = billing?.sessionRows;
    return (id: string) => rows?.get(id)?.title ?? '';
  }, [billing]);
  const earlierLabel = () => t('billing.earlierRow', { date: formatDate(earlier.before, locale) });

  if (!billing) return <Spinner label={t('common.loading')} />;
  const { summary } = billing;

  return (
    <div className="billing" data-testid="client-billing">
      <div className="billing-head">
        <BillingSummaryView summary={summary} currency={currency} own={readOnly} />
        {readOnly ? null : (
        <Button
          onClick={() => {
            setEditing(null);
            setPaymentOpen(true);
          }}
        >
          {t('billing.record')}
        </Button>
        )}
      </div>
      {summary.provisional ? (
        <p className="billing-note" data-testid="billing-provisional-note">
          <ProvisionalBadge /> {t('billing.provisionalNote')}
        </p>
      ) : null}
      {!earlier.byClient ? <p className="billing-note billing-note--muted">{t('billing.windowOnly', { date: formatDate(earlier.before, locale) })}</p> : null}

      <div className="billing-tabs" role="tablist" aria-label={t('billing.tabs')}>
        {TABS.map((k) => (
          <button key={k} type="button" role="tab" id={`billing-tab-${k}`} aria-selected={tab === k} aria-controls={`billing-panel-${k}`} className="billing-tab" onClick={() => setTab(k)}>
            {t(`billing.tab.${k}`)}
          </button>
        ))}
      </div>

      {/* Each panel is a tab stop (WAI-ARIA's tabs pattern): on a phone its table scrolls sideways, and the client's
          has no button inside to reach it by keyboard (axe scrollable-region-focusable). */}
      {tab === 'sessions' ? (
        <div role="tabpanel" id="billing-panel-sessions" aria-labelledby="billing-tab-sessions" className="billing-table-wrap" tabIndex={0}>
          {billing.sessions.length === 0 ? (
            <p className="card-description">{t('billing.noSessions')}</p>
          ) : (
            <table className="billing-table" data-testid="billing-sessions">
              <thead>
                <tr>
                  <th scope="col">{t('billing.col.date')}</th>
                  <th scope="col" className="col-optional">
                    {t('billing.col.session')}
                  </th>
                  <th scope="col" className="num">
                    {t('billing.col.price')}
                  </th>
                  <th scope="col" className="num">
                    {t('billing.col.paid')}
                  </th>
                  <th scope="col" className="num">
                    {t('billing.col.balance')}
                  </th>
                  {readOnly ? null : (
                    <th scope="col" className="billing-actions">
                      <span className="visually-hidden">{t('billing.col.actions')}</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {billing.sessions.map((s) => {
                  const isEarlier = s.sessionId === EARLIER_SESSIONS_ID;
                  const row = billing.sessionRows.get(s.sessionId);
                  const overridden = row?.priceByClient?.[client.id] !== undefined;
                  const openPrice = () =>
                    setPricing({ sessionId: s.sessionId, title: `${wallDate(s.date, locale)} · ${titleOf(s.sessionId)}`, date: s.date, priceMinor: s.priceMinor, overridden });
                  return (
                    <tr key={s.sessionId} data-status={s.status}>
                      <td className="nowrap">
                        {isEarlier ? '—' : wallDate(s.date, locale)}
                        <span className="billing-session-sub">{isEarlier ? earlierLabel() : titleOf(s.sessionId)}</span>
                        {readOnly || isEarlier ? null : (
                          <button type="button" className="billing-price-link" onClick={openPrice}>
                            {t('billing.price.set')}
                          </button>
                        )}
                      </td>
                      <td className="col-optional">
                        {isEarlier ? earlierLabel() : titleOf(s.sessionId)}
                      </td>
                      <td className="num">
                        {fmt(s.priceMinor)}
                        {s.unpriced ? <span className="billing-tag">{t('billing.noRate')}</span> : null}
                        {overridden ? <span className="billing-tag">{t('billing.ownPrice')}</span> : null}
                      </td>
                      <td className="num">
                        {fmt(s.paidMinor)}
                        {s.provisional || billing.pendingSessions.has(s.sessionId) ? <ProvisionalBadge /> : null}
                      </td>
                      <td className={`num ${s.balanceMinor > 0 ? 'billing-owed' : ''}`}>{fmt(s.balanceMinor)}</td>
                      {readOnly ? null : (
                      <td className="billing-actions">
                        {isEarlier ? null : (
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={t('billing.price.setFor', { date: wallDate(s.date, locale) })}
                            onClick={openPrice}
                          >
                            {t('billing.price.set')}
                          </Button>
                        )}
                      </td>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </div>
      ) : (
        <div role="tabpanel" id="billing-panel-payments" aria-labelledby="billing-tab-payments" className="billing-table-wrap" tabIndex={0}>
          {billing.payments.length === 0 ? (
            <p className="card-description">{t('billing.noPayments')}</p>
          ) : (
            <ul className="billing-payments" data-testid="billing-payments">
              {billing.payments.map((p) => (
                <li key={p.paymentId} className="billing-payment" data-testid="billing-payment">
                  <div className="billing-payment-main">
                    <strong className="billing-payment-amount">{fmt(p.amountMinor)}</strong>
                    <span>{t(`billing.methods.${p.method}`)}</span>
                    <span className="cell-muted">{wallDate(p.receivedOn, locale)}</span>
                    {p.provisional ? <ProvisionalBadge /> : null}
                  </div>
                  <dl className="billing-payment-figures">
                    <div>
                      <dt>{t('billing.col.applied')}</dt>
                      <dd data-testid="payment-applied">{fmt(p.appliedMinor)}</dd>
                    </div>
                    <div>
                      <dt>{t('billing.col.remaining')}</dt>
                      <dd data-testid="payment-remaining">{fmt(p.remainingMinor)}</dd>
                    </div>
                  </dl>
                  {p.note ? <p className="billing-payment-note">{p.note}</p> : null}
                  {p.allocations.length ? (
                    <div className="billing-allocations">
                      <span className="cell-muted">{t('billing.paidSessions')}</span>
                      <ul>
                        {p.allocations.map((l) => (
                          <li key={l.sessionId}>
                            {l.sessionId === EARLIER_SESSIONS_ID ? earlierLabel() : `${wallDate(l.date, locale)} · ${titleOf(l.sessionId)}`}
                            <span className="num">{fmt(l.amountMinor)}</span>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                  {readOnly ? null : (
                  <div className="billing-payment-actions">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => {
                        setEditing(p);
                        setPaymentOpen(true);
                      }}
                    >
                      {t('billing.edit')}
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setDeleting(p)}>
                      {t('billing.delete')}
                    </Button>
                  </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      {readOnly ? null : (
        <>
      <PaymentDialog open={paymentOpen} onOpenChange={setPaymentOpen} clientId={client.id} currency={currency} editing={editing} allocation={billing.allocation} />
      <SessionPriceDialog open={pricing !== null} onOpenChange={(o) => !o && setPricing(null)} clientId={client.id} currency={currency} session={pricing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('billing.deleteTitle')}
        cancelLabel={t('billing.cancel')}
        confirmLabel={t('billing.delete')}
        onConfirm={() => {
          if (deleting) void applyLocalMutation(db, 'payment.delete', { id: deleting.paymentId });
          setDeleting(null);
        }}
      >
        <p>{deleting ? t('billing.deleteText', { amount: fmt(deleting.amountMinor), date: wallDate(deleting.receivedOn, locale) }) : null}</p>
      </ConfirmDialog>
        </>
      )}
    </div>
  );
}

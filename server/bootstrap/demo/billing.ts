import { todayIn } from '../../../domain/sessions/calendar';
import { addDays, mondayOf } from '../../../domain/time/wall-time';
import { demoId, pushAs, type DemoPart } from './seed';

/**
 * What the demo's clients paid for the sessions the sessions part completed
 * (Adam 6 × 35 EUR, Beata 2 × 30 EUR, Cyril 4 × 900 CZK), so the billing
 * screens, the client list and the dashboard's "clients owing money" show
 * something true: Adam owes money (his first session was an intro at 25 EUR,
 * a transfer paid four of them), Beata paid ahead and has credit, Cyril is
 * paid up in CZK. Adam's conditioning on his own (workouts.ts) is not billed:
 * only what the trainer delivers is (domain/billing/price.ts isBilled). Runs
 * after the sessions part; one device, a fixed list.
 */
export const billingPart: DemoPart = {
  name: 'billing',
  async seed(s) {
    const c = (key: string) => s.clientIds.get(key)!;
    const monday = mondayOf(todayIn(s.now.getTime(), s.trainer.timeZone));
    const pay = (key: string, client: string, amountMinor: number, method: string, receivedOn: string, note: string | null = null) => ({
      name: 'payment.create',
      args: { id: demoId(`payment:${key}`), clientId: c(client), amountMinor, method, note, receivedOn },
    });
    await pushAs(s, s.trainer, 'trainer:billing', [
      { name: 'session.setPrice', args: { id: demoId('session:adam-strength:past:3:0'), clientId: c('adam'), priceMinor: 2500 } },
      pay('adam-transfer', 'adam', 14_000, 'bank_transfer', addDays(monday, -12), 'Transfer for the first four sessions'),
      pay('beata-cash', 'beata', 10_000, 'cash', addDays(monday, -11), 'Paid ahead: 100 in cash'),
      pay('cyril-card-1', 'cyril', 180_000, 'card', addDays(monday, -10)),
      pay('cyril-card-2', 'cyril', 180_000, 'card', addDays(monday, -3)),
    ]);
  },
};

import { DEMO_CLIENTS } from './people';
import { pushAs, type DemoPart } from './seed';

/** Every client's goal, rate and measurements; the clients without an account are created here. */
export const clientsPart: DemoPart = {
  name: 'clients',
  async seed(s) {
    await pushAs(
      s,
      s.trainer,
      'trainer:clients',
      DEMO_CLIENTS.map((c) => {
        const id = s.clientIds.get(c.key)!;
        return c.account
          ? { name: 'client.update', args: { id, fields: c.fields } }
          : { name: 'client.create', args: { id, fields: { name: c.name, email: c.email, status: 'pending', ...c.fields } } };
      }),
    );
  },
};

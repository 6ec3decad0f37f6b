/** Who is in the demo. The README's table of sign-ins lists the same people. */

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ADMIN = { email: 'admin@repwise.app' } as const;
export const DEMO_TRAINER = { name: 'Dana Demo', email: 'demo@repwise.app' } as const;

export interface DemoClient {
  key: string;
  name: string;
  email: string;
  /** Clients who accepted their invitation and sign in with DEMO_PASSWORD. */
  account: boolean;
  /** The invitation of a client without an account. */
  invitation?: 'pending' | 'expired' | 'revoked';
  fields: {
    goal: string;
    age: number;
    heightCm: number;
    weightKg: number;
    hourlyRate: number;
    currency: 'EUR' | 'CZK';
    notes?: string;
    allergies?: string;
  };
}

export const DEMO_CLIENTS: readonly DemoClient[] = [
  {
    key: 'adam',
    name: 'Adam Novák',
    email: 'adam@repwise.app',
    account: true,
    fields: { goal: 'weightloss', age: 38, heightCm: 182, weightKg: 93.4, hourlyRate: 35, currency: 'EUR', notes: 'Desk job; lower back stiff in the mornings.' },
  },
  {
    key: 'beata',
    name: 'Beata Kováčová',
    email: 'beata@repwise.app',
    account: true,
    fields: { goal: 'musclegain', age: 29, heightCm: 168, weightKg: 60.8, hourlyRate: 30, currency: 'EUR', allergies: 'Peanuts' },
  },
  {
    key: 'cyril',
    name: 'Cyril Horváth',
    email: 'cyril@repwise.app',
    account: true,
    fields: { goal: 'Run a half marathon under 1:50', age: 45, heightCm: 176, weightKg: 79.6, hourlyRate: 900, currency: 'CZK' },
  },
  {
    key: 'dominika',
    name: 'Dominika Malá',
    email: 'dominika@repwise.app',
    account: false,
    invitation: 'pending',
    fields: { goal: 'generalfitness', age: 33, heightCm: 171, weightKg: 66, hourlyRate: 30, currency: 'EUR' },
  },
  {
    key: 'erik',
    name: 'Erik Baláž',
    email: 'erik@repwise.app',
    account: false,
    invitation: 'expired',
    fields: { goal: 'strengthtraining', age: 24, heightCm: 185, weightKg: 84, hourlyRate: 35, currency: 'EUR' },
  },
  {
    key: 'filip',
    name: 'Filip Kráľ',
    email: 'filip@repwise.app',
    account: false,
    invitation: 'revoked',
    fields: { goal: 'rehabilitation', age: 52, heightCm: 174, weightKg: 88, hourlyRate: 40, currency: 'EUR', notes: 'After knee surgery in spring: no jumping yet.' },
  },
];

import { http } from '../../api/http';

/* The admin API (server/areas/admin/routes.ts). Admin screens fetch, they never sync: figures across every trainer are the server's alone. */

export const TRAINER_STATUSES = ['trial', 'paying', 'early_adopter', 'free_access', 'lifetime', 'expired'] as const;
export type TrainerStatus = (typeof TRAINER_STATUSES)[number];

export interface Pagination {
  page: number;
  per_page: number;
  total: number;
}

export interface Dashboard {
  trainers_by_status: Record<TrainerStatus, number>;
  trainers_disabled: number;
  clients: number;
  sessions_this_week: number;
  workouts_this_week: number;
  week_starts: string;
  trials_ending: Array<{ id: string; name: string; email: string; trial_ends_at: string }>;
}

export interface TrainerListRow {
  id: string;
  name: string;
  email: string;
  created_at: string;
  disabled_at: string | null;
  meals_enabled: boolean;
  status: TrainerStatus;
  trial_ends_at: string;
  clients: number;
  last_active: string | null;
}

export interface AdminAction {
  id: string;
  actor_id: string | null;
  actor_email: string;
  action: string;
  target_id: string | null;
  target_name: string | null;
  details: Record<string, unknown>;
  at: string;
}

export interface SubscriptionInfo {
  plan: string;
  status: string;
  trial_ends_at: string | null;
  current_period_end: string | null;
  first_paid_at: string | null;
  cancel_at_period_end: boolean;
  amount_minor: number | null;
  currency: string;
  provider: string | null;
}

export interface SubscriptionEvent {
  id: string;
  kind: string;
  actor_type: string;
  actor_email: string | null;
  details: Record<string, unknown>;
  created_at: string;
}

export interface PlatformSettings {
  early_adopter_places: number;
  early_adopters_taken: number;
  standard_price_minor: number;
}

export interface TrainerDetail extends TrainerListRow {
  subscription: SubscriptionInfo | null;
  subscription_history: SubscriptionEvent[];
  language: string;
  time_zone: string;
  email_verified_at: string | null;
  registration_status: string;
  actions: AdminAction[];
}

export interface ClientListRow {
  id: string;
  name: string;
  email: string | null;
  status: string;
  has_account: boolean;
  trainer_id: string;
  trainer_name: string;
  created_at: string;
}

export interface Analytics {
  weeks: Array<{ week: string; signups: number; active_trainers: number; workouts: number; meals: number }>;
  page_views: Array<{ path: string; en: number; sk: number; cz: number; total: number }>;
  referrers: Array<{ host: string; views: number }>;
  sync: { rejected_week: number; rejected_total: number; notices_waiting: number; devices: number; devices_week: number; rejected_by_code: Array<{ code: string; n: number }> };
}

export const TRAINER_SORTS = ['name', 'email', 'created', 'last_active', 'clients'] as const;
export type TrainerSort = (typeof TRAINER_SORTS)[number];

export const adminApi = {
  dashboard: () => http.get<{ data: Dashboard }>('/api/admin/dashboard').then((r) => r.data),
  trainers: (q: { search?: string; sort: TrainerSort; dir: 'asc' | 'desc'; page: number }) =>
    http.get<{ data: TrainerListRow[]; pagination: Pagination }>('/api/admin/trainers', { query: q }),
  trainer: (id: string) => http.get<{ data: TrainerDetail }>(`/api/admin/trainers/${encodeURIComponent(id)}`).then((r) => r.data),
  setDisabled: (id: string, disabled: boolean) => http.post(`/api/admin/trainers/${encodeURIComponent(id)}/${disabled ? 'disable' : 'enable'}`),
  setMeals: (id: string, on: boolean) => http.put(`/api/admin/trainers/${encodeURIComponent(id)}/meals`, { meals_enabled: on }),
  extendTrial: (id: string, days: number) => http.post(`/api/admin/trainers/${encodeURIComponent(id)}/extend-trial`, { days }),
  grant: (id: string, plan: 'free_access' | 'lifetime', until: string | null) => http.post(`/api/admin/trainers/${encodeURIComponent(id)}/grant`, { plan, until }),
  settings: () => http.get<{ data: PlatformSettings }>('/api/admin/settings').then((r) => r.data),
  saveSettings: (s: Partial<Pick<PlatformSettings, 'early_adopter_places' | 'standard_price_minor'>>) =>
    http.put<{ data: PlatformSettings }>('/api/admin/settings', s).then((r) => r.data),
  clients: (q: { search?: string; page: number }) => http.get<{ data: ClientListRow[]; pagination: Pagination }>('/api/admin/clients', { query: q }),
  analytics: () => http.get<{ data: Analytics }>('/api/admin/analytics').then((r) => r.data),
  actions: (limit = 50) => http.get<{ data: AdminAction[] }>('/api/admin/actions', { query: { limit } }).then((r) => r.data),
};

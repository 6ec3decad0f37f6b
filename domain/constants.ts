/** Business constants of docs/rules/errors-and-limits.md "Business constants". One place, shared by browser, worker and server. */
export const LOCALES = ['en', 'sk', 'cz'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const ROLES = ['trainer', 'client', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PASSWORD_MIN_LOGIN = 6;
export const PASSWORD_MIN_CHANGE = 8;
export const NOTES_MAX = 500;
export const MIN_PAYMENT = 0.01;
export const TRIAL_DAYS = 14;
export const EARLY_ADOPTER_DISCOUNT_PERCENT = 50;
export const REFUND_WINDOW_DAYS = 30;
export const PRICE_EUR_PER_MONTH = 15;
export const MOBILE_BREAKPOINT_PX = 1023;
export const LOGIN_REDIRECT_DELAY_MS = 300;
export const GEOLOCATION_TIMEOUT_MS = 3000;
export const API_CACHE_NAME = 'api-cache-v1';
export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_BADGE_CAP = 99;
/** An upcoming-session reminder goes out this long before the start. */
export const NOTIFICATION_REMINDER_MINUTES = 60;
export const TOAST_TIMEOUT_MS = 3000;
export const TOAST_MAX = 20;

export const RESET_TOKEN_TTL_MINUTES = 60;
export const AUTH_TOKEN_TTL_DAYS = 30;
export const EMAIL_VERIFICATION_TTL_HOURS = 48;

/** Browser storage keys of docs/rules/accounts.md "Stored in the browser". */
export const STORAGE_KEYS = {
  token: 'token',
  userRole: 'userRole',
  /** The signed-in person's name, for the greeting before GET /api/user answers (offline, it never does). */
  userName: 'user_name',
  appLanguage: 'app_language',
  landingPageLocale: 'landing_page_locale',
  manualLanguageSelection: 'manual_language_selection',
  trialCheckoutUrl: 'trial_checkout_url',
  postPaymentRedirect: 'post_payment_redirect',
  trialUserName: 'trial_user_name',
  trialUserEmail: 'trial_user_email',
  trialUserId: 'trial_user_id',
  trialUserLanguage: 'trial_user_language',
  hasLoggedInBefore: 'has-logged-in-before',
  pendingCheckoutSessionId: 'pending_checkout_session_id',
  /** Why the last 402 stopped the trainer (trial_expired, subscription_required, payment_required): /trial-expired explains it. */
  trialReason: 'trial_reason',
  theme: 'theme',
} as const;

export const HOME_BY_ROLE: Record<Role, string> = {
  admin: '/admin',
  trainer: '/trainer',
  client: '/client',
};

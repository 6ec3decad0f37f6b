import { BILLING_MESSAGES } from './billing/messages';
import { CHECK_IN_MESSAGES } from './check-ins/messages';
import { CLIENT_MESSAGES } from './clients/messages';
import { EXERCISE_MESSAGES } from './exercises/messages';
import { HABIT_MESSAGES } from './habits/messages';
import { MEAL_MESSAGES } from './meals/messages';
import { MEASUREMENT_MESSAGES } from './measurements/messages';
import { MESSAGING_MESSAGES } from './messaging/messages';
import { ONBOARDING_MESSAGES } from './onboarding/messages';
import { PHOTO_MESSAGES } from './photos/messages';
import { PLAN_MESSAGES } from './plans/messages';
import { PUSH_MESSAGES } from './notifications/messages';
import { SESSION_MESSAGES } from './sessions/messages';
import { SUBSCRIPTION_MESSAGES } from './subscriptions/messages';

/**
 * The user-facing messages (docs/rules/errors-and-limits.md "Messages"), in English. The API answers with
 * these texts; the app translates them through the key of the same name in
 * src/i18n/<lang>.json under "messages", so a server text and a client text
 * never drift apart.
 */
export const MESSAGES = {
  // The exercise and plan areas' messages (their sk/cz texts are in src/features/{exercises,plans}/i18n).
  ...EXERCISE_MESSAGES,
  ...PLAN_MESSAGES,
  // The meals area's (sk/cz in src/features/meals/i18n).
  ...MEAL_MESSAGES,
  // The billing area's (sk/cz in src/features/billing/i18n).
  ...BILLING_MESSAGES,
  // The trainer's subscription (sk/cz in domain/subscriptions/messages.ts).
  ...SUBSCRIPTION_MESSAGES,
  // The onboarding checklist's (sk/cz in src/features/onboarding/i18n).
  ...ONBOARDING_MESSAGES,
  // Web push subscriptions' (sk/cz in src/features/notifications/i18n).
  ...PUSH_MESSAGES,
  // Conversations and messages' (sk/cz in domain/messaging/messages.ts).
  ...MESSAGING_MESSAGES,
  // Body measurements' (sk/cz in domain/measurements/messages.ts).
  ...MEASUREMENT_MESSAGES,
  // Progress photos' (sk/cz in domain/photos/messages.ts).
  ...PHOTO_MESSAGES,
  // Habits' (sk/cz in domain/habits/messages.ts).
  ...HABIT_MESSAGES,
  // Check-ins' (sk/cz in domain/check-ins/messages.ts).
  ...CHECK_IN_MESSAGES,
  invalidCredentials: 'Invalid email or password',
  registrationFailed: 'Registration failed. Please try again.',
  verifyEmailFirst: 'Please verify your email before signing in',
  noAccountForEmail: 'No account found with this email address',
  accountDisabled: 'Your account has been disabled',
  tooManyLoginAttempts: 'Too many login attempts. Please try again later.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  accountReady: 'Your account is ready. You can now sign in.',
  serverError: 'Server error. Please try again later.',
  // A request cut by the server's time limit (server/http/time-limit.ts): 503 with Retry-After.
  requestTimedOut: 'The server took too long to answer. Please try again in a moment.',
  networkError: 'Network error. Please check your connection.',
  sessionExpired: 'Your session has expired. Please log in again.',
  paymentRequired: 'Payment required to access this account',
  invalidResetToken: 'Invalid or expired reset token',
  resendVerificationFailed: 'Failed to resend verification email',
  sendResetLinkFailed: 'Failed to send reset link',
  resetPasswordFailed: 'Failed to reset password',
  loginFailed: 'Login failed',
  noTokenReceived: 'No token received from server',
  validationFailed: 'The given data was invalid.',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  notFound: 'Not found.',
  // field rules (docs/rules/errors-and-limits.md "Bad input")
  emailRequired: 'The email field is required.',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'The password field is required.',
  passwordMin6: 'The password must be at least 6 characters.',
  passwordMin8: 'The password must be at least 8 characters.',
  passwordConfirmation: 'The password confirmation does not match.',
  currentPasswordWrong: 'The current password is incorrect.',
  nameRequired: 'The full name field is required.',
  nameTooLong: 'The full name may not be greater than 120 characters.',
  termsRequired: 'You must accept the terms.',
  emailTaken: 'The email has already been taken.',
  unsupportedLanguage: 'The selected language is not supported.',
  unsupportedMediaType: 'The request body must be JSON (Content-Type: application/json).',
  nulCharacter: 'The text may not contain a NUL character.',
  invalidCharacter: 'The text may not contain invalid characters (an unpaired surrogate or bytes that are not UTF-8).',
  nestedTooDeeply: 'The request is nested too deeply.',
  grantUntilInvalid: 'Choose an end date from today up to 100 years ahead.',
  malformedJson: 'The request body is not valid JSON.',
  unknownField: 'Unknown field.',
  // outcomes
  verificationSent: 'A new verification link has been sent to your email address.',
  alreadyVerified: 'Your email is already verified.',
  emailVerified: 'Your email has been verified. You can now sign in.',
  invalidVerificationLink: 'This verification link is invalid or has expired.',
  verificationLinkExpired: 'This verification link has expired. Enter your email address below to get a new one.',
  resetLinkSent: 'If an account exists for this email, a password reset link has been sent.',
  passwordReset: 'Your password has been reset. You can now sign in.',
  passwordChanged: 'Your password has been changed.',
  registered: 'Registration successful. Please check your email to verify your account.',
  // The checkout success page sends a signed-out trainer on to sign in with this (issue 11).
  checkoutCompleted: 'Thank you, your payment went through. Sign in to continue.',
  loggedOut: 'You have been signed out.',
  languageUpdated: 'Language updated.',
  // settings: profile, feedback (docs/rules/settings.md "Feedback"), the companion client account (docs/rules/accounts.md "Companion client account")
  profileUpdated: 'Your profile has been updated.',
  feedbackEmpty: 'Please write at least one field',
  feedbackTooLong: 'Each answer may not be greater than 2000 characters.',
  feedbackSent: 'Thank you! Your feedback has been sent.',
  feedbackFailed: 'Could not send feedback',
  companionEnabled: 'Your companion client account is on.',
  companionDisabled: 'Your companion client account is off.',
  companionOff: 'Turn on your companion client account first.',
  companionTrainerOnly: 'Only a trainer can have a companion client account.',
  companionFollowsTrainer: 'This client account follows your trainer account: change its name and password there.',
  // weight tracking (docs/rules/weight-logs.md "Typing a weight")
  weightInvalid: 'Please enter a valid weight (e.g., 70.5 or 70,5)',
  logWeightFailed: 'Failed to log weight',
  loadWeightFailed: 'Failed to load weight data',
  notesMax: 'The notes may not be greater than 500 characters.',
  clientIdNotFound: 'Client ID not found',
  // clients and invitations (docs/rules/clients.md "Invitations")
  ...CLIENT_MESSAGES,
  // sessions and calendar (docs/rules/sessions.md "Mutations")
  ...SESSION_MESSAGES,
} as const;

export type MessageKey = keyof typeof MESSAGES;

const byText = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([k, v]) => [v, k]),
);

/** The key of a spec message, for translation; undefined for a text we do not know. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return byText.get(text);
}

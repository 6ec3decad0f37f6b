import { z } from 'zod';
import { LOCALES, PASSWORD_MIN_CHANGE, PASSWORD_MIN_LOGIN, ROLES } from './constants';
import { MESSAGES } from './messages';
import { requiredText } from './mutations/fields';

/** Field schemas for the account flows of docs/rules/accounts.md "Registration". Used by forms and by the API. */
export const emailField = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, { error: MESSAGES.emailRequired, abort: true })
  .max(254, { error: MESSAGES.emailInvalid, abort: true })
  .pipe(z.email({ error: MESSAGES.emailInvalid }))
  .transform((e) => e.toLowerCase());

const passwordRequired = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, { error: MESSAGES.passwordRequired, abort: true })
  .max(1024, { error: MESSAGES.passwordRequired });

export const loginPassword = passwordRequired.check(
  z.minLength(PASSWORD_MIN_LOGIN, { error: MESSAGES.passwordMin6 }),
);
export const newPasswordMin8 = passwordRequired.check(
  z.minLength(PASSWORD_MIN_CHANGE, { error: MESSAGES.passwordMin8 }),
);

export const NAME_MAX = 120;
/** A person's full name: trainers, clients, invited clients. */
export const fullNameField = requiredText(NAME_MAX, MESSAGES.nameRequired, MESSAGES.nameTooLong);

export const languageField = z.enum(LOCALES, { error: MESSAGES.unsupportedLanguage });

export const LoginInput = z.object({
  email: emailField,
  password: loginPassword,
  checkout_session_id: z.string().max(255).optional(),
});
export type LoginInput = z.input<typeof LoginInput>;

function confirmed<T extends { password: string; password_confirmation: string }>(v: T, ctx: z.RefinementCtx) {
  if (v.password !== v.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: MESSAGES.passwordConfirmation });
  }
}

export const RegisterTrainerInput = z
  .object({
    name: fullNameField,
    email: emailField,
    password: loginPassword,
    password_confirmation: z.string({ error: MESSAGES.passwordConfirmation }),
    terms: z.literal(true, { error: MESSAGES.termsRequired }),
    language: languageField.optional(),
    /** The browser's IANA zone (Intl.DateTimeFormat().resolvedOptions().timeZone); an unknown one keeps the default. */
    time_zone: z.string().max(64).optional(),
  })
  .superRefine(confirmed);
export type RegisterTrainerInput = z.input<typeof RegisterTrainerInput>;

export const ResendVerificationInput = z.object({ email: emailField });
export const ForgotPasswordInput = z.object({ email: emailField });

/** A reset chooses a new password for an existing account: the change rule (8) applies. */
export const ResetPasswordInput = z
  .object({
    token: z.string().min(1, { error: MESSAGES.invalidResetToken }).max(200),
    password: newPasswordMin8,
    password_confirmation: z.string({ error: MESSAGES.passwordConfirmation }),
  })
  .superRefine(confirmed);

export const ChangePasswordInput = z
  .object({
    current_password: passwordRequired,
    password: newPasswordMin8,
    password_confirmation: z.string({ error: MESSAGES.passwordConfirmation }),
  })
  .superRefine(confirmed);

export const LanguageInput = z.object({ language: languageField });

/** Settings → Account → Profile: the name (the email is where mail arrives, so it is not changed here). */
export const ProfileInput = z.object({ name: fullNameField });
export type ProfileInput = z.input<typeof ProfileInput>;

export const REGISTRATION_STATUSES = ['active', 'pending_payment'] as const;

export const UserDto = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  language: z.enum(LOCALES),
  client: z.object({ id: z.string() }).nullable(),
  registration_status: z.enum(REGISTRATION_STATUSES),
  email_verified_at: z.string().nullable(),
  /** Whether the Meals area is shown (a trainer's early-access switch; a client follows their trainer's). Absent: shown. */
  meals_enabled: z.boolean().optional(),
  /** A trainer: whether their companion client account (docs/rules/accounts.md "Companion client account") is on. */
  companion_enabled: z.boolean().optional(),
  /** A companion client account: the trainer it belongs to (the trainer app is one switch away). */
  companion_of: z.string().nullable().optional(),
});
export type UserDto = z.infer<typeof UserDto>;

export const LoginResult = z.object({ token: z.string(), user: UserDto });
export type LoginResult = z.infer<typeof LoginResult>;

/** The one shape of every 422 in the API. */
export const ValidationErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof ValidationErrorBody>;

export const ErrorBody = z.object({ message: z.string(), code: z.string().optional() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/**
 * A caller's key as an error may name it: NUL and lone surrogates become U+FFFD,
 * since the name is stored with a refused mutation (PostgreSQL text and jsonb
 * hold neither, and a refusal that cannot be stored would be retried forever).
 */
const storable = (key: string) => key.replace(/\0|\p{Cs}/gu, '\ufffd');

/**
 * Turns zod issues into the API's { field: [messages] } map (first path
 * segment is the field). An unknown key is named under its own path
 * ('sets.0.weight': ['Unknown field.']), not under the object that holds it.
 */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  // No prototype: a caller's key named __proto__ or constructor is a field like any other, not Object's.
  const out: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  const add = (path: readonly PropertyKey[], message: string) => {
    const field = path.length ? path.map((p) => storable(String(p))).join('.') : '_';
    (out[field] ||= []);
    if (!out[field].includes(message)) out[field].push(message);
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) add([...issue.path, key], MESSAGES.unknownField);
    else add(issue.path, issue.message);
  }
  return out;
}

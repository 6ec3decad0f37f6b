import { loginRules, plainResolver } from './signInChecks';

/** The login form's client-side rules: LoginInput's (domain/auth.ts), which the API validates with, as plain checks. */
export type LoginFormValues = { email: string; password: string };
export const loginResolver = plainResolver<LoginFormValues>(loginRules);
export const LOGIN_FIELDS = ['email', 'password'] as const;

import { zodResolver } from '@hookform/resolvers/zod';
import { LoginInput } from '../../../domain/auth';

/** The login form's client-side rules: the same LoginInput schema the API validates with. */
export const loginResolver = zodResolver(LoginInput);
export const LOGIN_FIELDS = ['email', 'password'] as const;
export type LoginFormValues = { email: string; password: string };

import type { Locale } from '../../domain/constants';
import type { UserDto } from '../../domain/auth';
import { http } from './http';

/** The account calls of docs/rules/accounts.md "Sign-in", typed. Login and the startup user fetch handle 401/402 themselves. */
export const accountApi = {
  login: (body: { email: string; password: string; checkout_session_id?: string }) =>
    http.post<{ token?: string; user?: UserDto }>('/api/login', body, { skipAuthRedirect: true, skipPaymentRedirect: true }),
  logout: () => http.post<{ message?: string }>('/api/logout', undefined, { skipAuthRedirect: true }),
  currentUser: () => http.get<UserDto>('/api/user', { query: { _t: Date.now() }, skipAuthRedirect: true }),
  setUserLanguage: (language: Locale) => http.post<{ message?: string }>('/api/user/language', { language }),
  setUserTimeZone: (timeZone: string) => http.post<{ message?: string; time_zone: string }>('/api/user/time-zone', { time_zone: timeZone }),
  setGuestLanguage: (language: Locale) => http.post<{ message?: string }>('/api/guest/language', { language }),
  registerTrainer: (body: {
    name: string;
    email: string;
    password: string;
    password_confirmation: string;
    terms: true;
    language?: Locale;
    time_zone?: string;
  }) => http.post<{ message?: string; email?: string }>('/api/trainer/register', body),
  verifyEmail: (id: string, hash: string) =>
    http.post<{ message?: string; email?: string; checkout_url?: string }>(`/api/trainer/verify-email/${encodeURIComponent(id)}/${encodeURIComponent(hash)}`),
  resendVerification: (email: string) => http.post<{ message?: string }>('/api/trainer/resend-verification-email', { email }),
  forgotPassword: (email: string) => http.post<{ message?: string }>('/api/forgot-password', { email }),
  resetPassword: (body: { token: string; password: string; password_confirmation: string }) =>
    http.post<{ message?: string; email?: string }>('/api/reset-password', body),
  changePassword: (body: { current_password: string; password: string; password_confirmation: string }) =>
    http.post<{ message?: string }>('/api/user/password', body),
};

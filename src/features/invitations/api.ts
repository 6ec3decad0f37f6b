import type { LoginResult } from '../../../domain/auth';
import type { Locale } from '../../../domain/constants';
import { http } from '../../api/http';

export interface InvitationSent {
  message: string;
  link: string;
  mail_sent: boolean;
  email: string;
  expires_at: string;
}

export interface InvitationInfo {
  trainer_name: string;
  client_name: string;
  email: string;
  expires_at: string;
  language: Locale;
}

/** The invitation calls (online only: a link must come from the server, and so must an account). */
export const invitationApi = {
  invite: (clientId: string, email?: string) => http.post<InvitationSent>(`/api/clients/${encodeURIComponent(clientId)}/invitation`, email ? { email } : {}),
  revoke: (clientId: string) => http.delete<void>(`/api/clients/${encodeURIComponent(clientId)}/invitation`),
  show: (token: string) => http.get<InvitationInfo>(`/api/invitations/${encodeURIComponent(token)}`, { skipAuthRedirect: true }),
  accept: (token: string, body: { name: string; password: string; password_confirmation: string; language?: Locale }) =>
    http.post<LoginResult>(`/api/invitations/${encodeURIComponent(token)}/accept`, body, { skipAuthRedirect: true }),
};

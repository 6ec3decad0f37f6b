import { isApiError } from '../api/ApiError';

/** Where a disabled account's holder lands: the sign-in page with the documented message (translated there). */
export const DISABLED_LOGIN_PATH = '/login?message=accountDisabled';

/** The server refused a token because its account was disabled (401 account_disabled). */
export const isAccountDisabled = (e: unknown): boolean => isApiError(e) && e.status === 401 && e.code === 'account_disabled';

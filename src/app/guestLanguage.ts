import type { Locale } from '../../domain/constants';
import { accountApi } from '../api/account';
import { setLanguage } from '../i18n/language';

/** Picked on a guest screen: remembered locally and told to the server for guest mails (best effort). */
export function chooseGuestLanguage(locale: Locale) {
  setLanguage(locale, { persist: true, manual: true });
  accountApi.setGuestLanguage(locale).catch(() => undefined);
}

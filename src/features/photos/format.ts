import type { TFunction } from 'i18next';
import type { Locale } from '../../../domain/constants';
import { htmlLangOf } from '../../../domain/language';
import type { PhotoPose } from './usePhotos';

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A set's date ('YYYY-MM-DD', a wall date: read at noon UTC so no zone moves it) the language's way: 3 Nov 2026, 3. 11. 2026. */
export function formatTakenOn(date: string, locale: Locale): string {
  let f = dateFormats.get(locale);
  if (!f) dateFormats.set(locale, (f = new Intl.DateTimeFormat(htmlLangOf(locale), { dateStyle: 'medium', timeZone: 'UTC' })));
  return f.format(new Date(`${date}T12:00:00Z`));
}

/** A photo's alt text: its pose and date ("Front, 3 Nov 2026"). */
export const photoAlt = (t: TFunction, pose: PhotoPose, date: string, locale: Locale) => t('photos.alt', { pose: t(`photos.poses.${pose}`), date: formatTakenOn(date, locale) });

/** Today's wall date on this device. */
export function todayOnDevice(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** The device's time zone: the compare view reads logged instants as this device's wall dates, as the set's date was picked here. */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

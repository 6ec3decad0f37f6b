import type { TFunction } from 'i18next';
import { categoryName, type CategoryId } from '../../../domain/exercises/categories';
import type { Locale } from '../../../domain/constants';
import type { TrackingField } from '../../../domain/exercises/tracking';

/** Names of tracking fields: full (forms) and short (set tables). Keys exercises.tracking.* and exercises.trackingShort.*. */
export function trackingLabel(t: TFunction, field: TrackingField): string {
  return t(`exercises.tracking.${field}`);
}

export function trackingShort(t: TFunction, field: TrackingField): string {
  return t(`exercises.trackingShort.${field}`);
}

export function categoryLabel(id: string | null | undefined, language: Locale): string {
  return id ? categoryName(id as CategoryId, language) : '';
}

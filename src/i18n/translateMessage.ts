import type { TFunction } from 'i18next';
import { messageKeyOf } from '../../domain/messages';

/** Translates a spec message (server or client text) through messages.<key>; unknown texts show as they are. */
export function translateMessage(t: TFunction, text: string | undefined | null): string {
  if (!text) return '';
  const key = messageKeyOf(text);
  return key ? t(`messages.${key}`) : text;
}

import webpush from 'web-push';
import type { Db } from '../../../db/database';
import { ensureSetting } from '../../../settings';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The deployment's VAPID key pair: made on the first start and kept in the database, so every process signs alike. */
export async function vapidKeys(db: Db): Promise<VapidKeys> {
  return JSON.parse(await ensureSetting(db, 'vapid_keys', () => JSON.stringify(webpush.generateVAPIDKeys()))) as VapidKeys;
}

import { earlyAdoptersTaken, platformSetting, type PlatformSettingKey } from '../../subscriptions/commands/store';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { platformSettings } from '../../../db/schema';
import { recordAdminAction } from './record';

export interface PlatformSettingsView {
  early_adopter_places: number;
  early_adopters_taken: number;
  standard_price_minor: number;
}

/** The settings an admin changes (platform_settings), with their defaults, and the early-adopter places taken. */
export async function getPlatformSettings(db: Db): Promise<PlatformSettingsView> {
  const [places, price, taken] = await Promise.all([
    platformSetting(db, 'early_adopter_places'),
    platformSetting(db, 'standard_price_minor'),
    earlyAdoptersTaken(db),
  ]);
  return { early_adopter_places: places, early_adopters_taken: taken, standard_price_minor: price };
}

/** Changes the given settings and records the change (before and after) as an admin action, in one transaction. */
export async function updatePlatformSettings(
  db: Db,
  actor: AuthUser,
  changes: Partial<Record<PlatformSettingKey, number>>,
  now = new Date(),
): Promise<PlatformSettingsView> {
  await db.transaction(async (tx) => {
    const before: Record<string, number> = {};
    for (const [key, value] of Object.entries(changes) as Array<[PlatformSettingKey, number | undefined]>) {
      if (value === undefined) continue;
      before[key] = await platformSetting(tx, key);
      await tx
        .insert(platformSettings)
        .values({ key, value, updatedAt: now, updatedBy: actor.id })
        .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedAt: now, updatedBy: actor.id } });
    }
    if (Object.keys(before).length) await recordAdminAction(tx, actor, 'settings.update', null, { before, after: changes }, now);
  });
  return getPlatformSettings(db);
}

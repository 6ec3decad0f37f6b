import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCT_FEATURES } from '../features/landing/features';
import { translations } from './resources';

const en = translations.en;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function has(key: string): boolean {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

describe('translation keys used in the code', () => {
  it('all exist in the English texts (and so, by the parity test, in sk and cz)', () => {
    const srcDir = join(__dirname, '..');
    const missing: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, 'utf8');
      const found = [
        ...text.matchAll(/\bt\(\s*'([A-Za-z0-9_.]+)'/g),
        ...text.matchAll(/i18nKey="([A-Za-z0-9_.]+)"/g),
        ...text.matchAll(/labelKey: '([A-Za-z0-9_.]+)'/g),
      ].map((m) => m[1] as string);
      for (const key of found) if (!has(key)) missing.push(`${file.slice(srcDir.length)}: ${key}`);
    }
    expect(missing).toEqual([]);
  });

  it('cover the keys built from names (screen titles, settings sections, competitors)', () => {
    const dynamic = [
      ...['clients', 'clientDetail', 'clientLogs', 'planEdit', 'training', 'meals', 'sessionLog', 'groupSessionLog'].map((k) => `trainer.${k}.title`),
      ...['plans', 'planDetails', 'sessionLog', 'blankWorkout', 'progress', 'exerciseTracker', 'weight', 'meals', 'trackWorkout', 'schedule'].map((k) => `client.${k}.title`),
      ...['trial', 'paying', 'early_adopter', 'free_access', 'lifetime', 'expired', 'disabled'].map((s) => `admin.status.${s.replace('trial', 'trial')}`),
      ...['disable', 'enable', 'mealsOn', 'mealsOff', 'extendTrial', 'grantPlan', 'settings'].map((a) => `admin.actions.${a}`),
      'admin.dashboard.lead',
      ...['trial', 'standard', 'early_adopter', 'free_access', 'lifetime'].map((p) => `admin.plans.${p}`),
      ...['trialing', 'active', 'past_due', 'canceled', 'expired'].map((p) => `admin.subStatus.${p}`),
      ...['trainer', 'client'].map((a) => `${a}.dashboard.lead`),
      ...['notifications', 'subscription', 'clientExperience', 'trainerAccount', 'installApp', 'feedback'].flatMap((k) => [`settings.sections.${k}.title`, `settings.sections.${k}.text`]),
      ...['trainerize', 'everfit', 'truecoach', 'quickcoach'].flatMap((c) => ['summary', 'intro', 'strength1', 'strength2'].map((f) => `landing.competitors.${c}.${f}`)),
      ...[...PRODUCT_FEATURES.filter((f) => f.compare).map((f) => f.key), 'price'].map((p) => `landing.alternatives.points.${p}`),
      ...PRODUCT_FEATURES.flatMap(({ key }) => [`landing.better.${key}.title`, `landing.better.${key}.text`]),
      ...['light', 'dark', 'system'].map((th) => `theme.${th}`),
      ...['registration', 'subscription'].map((k) => `subscription.success.${k}Title`),
      ...['trial_expired', 'subscription_required', 'payment_required'].flatMap((c) => ['title', 'titleNamed', 'text'].map((f) => `subscription.stop.${c}.${f}`)),
      ...['trial', 'standard', 'early_adopter', 'free_access', 'lifetime'].map((p) => `subscription.plans.${p}`),
      ...['trialing', 'active', 'past_due', 'canceled', 'expired'].map((s) => `subscription.status.${s}`),
      ...['one', 'few', 'other'].map((f) => `subscription.settings.trialDaysLeft.${f}`),
    ];
    expect(dynamic.filter((k) => !has(k))).toEqual([]);
  });
});

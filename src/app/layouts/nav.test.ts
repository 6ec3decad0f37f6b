import { describe, expect, it } from 'vitest';
import { mealsOn } from '../../../domain/protocol/rows';
import { NAV, isNavActive, navItems } from './nav';

const active = (role: keyof typeof NAV, path: string) => NAV[role].filter((i) => isNavActive(i, path)).map((i) => i.labelKey);

describe('menus', () => {
  it('have the entries of docs/rules/routes-and-screens.md "Menus"', () => {
    expect(NAV.trainer.map((i) => i.labelKey)).toEqual(['nav.dashboard', 'nav.clients', 'nav.training', 'nav.meals', 'nav.messages', 'nav.settings']);
    expect(NAV.client.map((i) => i.labelKey)).toEqual(['nav.dashboard', 'nav.myPlans', 'nav.progress', 'nav.schedule', 'nav.messages', 'nav.settings']);
    expect(NAV.admin.map((i) => i.labelKey)).toEqual(['nav.dashboard', 'nav.trainers', 'nav.clients', 'nav.analytics', 'nav.settings']);
  });
  it('highlight exactly one entry', () => {
    expect(active('client', '/client')).toEqual(['nav.dashboard']);
    expect(active('client', '/client/plans')).toEqual(['nav.myPlans']);
    expect(active('client', '/client/plans/42')).toEqual(['nav.myPlans']);
    expect(active('client', '/client/plans/42/sessions/1/log')).toEqual(['nav.myPlans']);
    // The meal day belongs with the meal plans it follows (the Meals tab of My Plans links to it).
    expect(active('client', '/client/meals')).toEqual(['nav.myPlans']);
    expect(active('client', '/client/account')).toEqual(['nav.settings']);
    expect(active('trainer', '/trainer/')).toEqual(['nav.dashboard']);
    expect(active('trainer', '/trainer/clients/7/logs')).toEqual(['nav.clients']);
    expect(active('admin', '/admin/trainer/3')).toEqual(['nav.trainers']);
    expect(active('trainer', '/trainer/messages/42')).toEqual(['nav.messages']);
    expect(active('client', '/client/messages')).toEqual(['nav.messages']);
  });
  it('leave Meals out when the per-trainer switch is off (the synced profile says so; absent means on)', () => {
    const labels = (meals: boolean) => navItems('trainer', { meals }).map((i) => i.labelKey);
    expect(labels(true)).toEqual(['nav.dashboard', 'nav.clients', 'nav.training', 'nav.meals', 'nav.messages', 'nav.settings']);
    expect(labels(false)).toEqual(['nav.dashboard', 'nav.clients', 'nav.training', 'nav.messages', 'nav.settings']);
    expect(navItems('client', { meals: false })).toEqual(NAV.client);
    expect(mealsOn({ mealsEnabled: false })).toBe(false);
    expect(mealsOn({ mealsEnabled: true })).toBe(true);
    expect(mealsOn({})).toBe(true);
    expect(mealsOn(null)).toBe(true);
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, PHONE, watchErrors } from './support/browser';
import { appAndBrowserForFile, DEMO_TRAINER } from './support/suite';

/**
 * Issue 33, item 2: a calendar a trainer can scan. The month's chips showed "✓ 18:00 Strength: ..." with no
 * client (and "✓ 18..." on a phone), week and day opened at 00:00 (the first label read 01:00), and two series
 * for different clients at the same hour gave no warning. With the demo's data.
 */
const env = appAndBrowserForFile({ demo: true });
const DESKTOP = { width: 1366, height: 900 };
const CLIENTS = ['Adam Novák', 'Beata Kováčová', 'Cyril Horváth'];
const HOUR_PX = 48;

async function signIn(page: Page): Promise<void> {
  await page.goto(`${env.app.server.url}/login`);
  await page.getByLabel('Email').fill(DEMO_TRAINER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_TRAINER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname === '/trainer');
}

/** Each chip: its client's name and initials as shown (null when hidden or cut off), and its colours. */
function chipReport() {
  const shown = (chip: Element, el: Element | null) => {
    if (!el) return null;
    const r = el.getBoundingClientRect();
    // The line it sits on clips it (an ellipsis): whole means inside that line's box.
    const c = (el.closest('.cal-entry-who') ?? chip).getBoundingClientRect();
    const s = getComputedStyle(el);
    const visible = r.width > 2 && r.height > 2 && s.display !== 'none' && s.visibility !== 'hidden' && s.clip === 'auto';
    const whole = r.left >= c.left - 0.5 && r.right <= c.right + 0.5;
    return visible && whole ? (el.textContent ?? '').trim() : null;
  };
  return [...document.querySelectorAll('[data-testid="calendar-entry"]')].map((chip) => ({
    name: shown(chip, chip.querySelector('.cal-entry-name')),
    initials: shown(chip, chip.querySelector('.cal-entry-initials')),
    text: (chip.querySelector('.cal-entry-name')?.textContent ?? '').trim(),
    group: chip.classList.contains('cal-entry--group'),
    background: getComputedStyle(chip).backgroundColor,
    stripe: getComputedStyle(chip, '::before').backgroundColor,
    approval: chip.getAttribute('data-approval'),
  }));
}

describe('the trainer calendar', () => {
  it('names the client on every chip and gives each client a colour of their own (1366 px, month)', async () => {
    const context = await newContext(env.browser, { viewport: DESKTOP });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page);
    await page.goto(`${env.app.server.url}/trainer?view=month`);
    await page.locator('[data-testid="calendar-month"] [data-testid="calendar-entry"]').first().waitFor();

    const chips = await page.evaluate(chipReport);
    expect(chips.length).toBeGreaterThan(8);
    const single = chips.filter((c) => !c.group);
    expect(single.filter((c) => c.name === null), 'chips whose client name is hidden or cut off').toEqual([]);
    expect(new Set(single.map((c) => c.name))).toEqual(new Set(CLIENTS));
    // One stripe colour per client, different clients different colours.
    const stripeOf = new Map<string, Set<string>>();
    for (const c of single) stripeOf.set(c.name!, (stripeOf.get(c.name!) ?? new Set()).add(c.stripe));
    for (const [name, s] of stripeOf) expect(s.size, `${name}'s colours`).toBe(1);
    expect(new Set([...stripeOf.values()].map((s) => [...s][0])).size).toBe(CLIENTS.length);
    // The group session says it is one, with its clients' first names.
    const group = chips.find((c) => c.group);
    expect(group?.text).toMatch(/^Group: (Adam|Beata), (Adam|Beata)$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows initials on a phone's month", async () => {
    const context = await newContext(env.browser, { viewport: PHONE });
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`${env.app.server.url}/trainer?view=month`);
    await page.locator('[data-testid="calendar-month"] [data-testid="calendar-entry"]').first().waitFor();
    const chips = (await page.evaluate(chipReport)).filter((c) => !c.group);
    expect(chips.length).toBeGreaterThan(8);
    expect(new Set(chips.map((c) => c.initials))).toEqual(new Set(['AN', 'BK', 'CH']));
    // The screen reader still hears the name (the chip's accessible name has it).
    const names = await page.getByTestId('calendar-entry').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    expect(names.every((n) => CLIENTS.some((c) => n.includes(c)) || n.includes('Group'))).toBe(true);
    await context.close();
  });

  it('opens week and day at the working day (07:00) or the first session, whichever is earlier', async () => {
    const context = await newContext(env.browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page);
    for (const view of ['week', 'day'] as const) {
      await page.goto(`${env.app.server.url}/trainer?view=${view}`);
      const grid = page.getByTestId(`calendar-${view}`);
      await grid.waitFor();
      const firstTop = await grid.locator('[data-testid="calendar-entry"]').evaluateAll((els) => Math.min(Infinity, ...els.map((e) => parseFloat((e as HTMLElement).style.top))));
      const firstHour = Number.isFinite(firstTop) ? Math.floor(firstTop / HOUR_PX) : 24;
      const expected = Math.max(0, Math.min(7, firstHour) * HOUR_PX - 10);
      await expect.poll(() => grid.locator('.cal-time-scroll').evaluate((el) => el.scrollTop), { timeout: 10_000 }).toBe(expected);
    }
    await context.close();
  });

  it('draws the now line behind the sessions, its time beside the grid', async () => {
    const context = await newContext(env.browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`${env.app.server.url}/trainer?view=day`);
    const grid = page.getByTestId('calendar-day');
    await grid.locator('.cal-now').waitFor({ state: 'attached' });
    await expect.poll(() => grid.locator('.cal-now-time').isVisible()).toBe(true);
    // Scroll the line into view, then: on every chip it crosses, the point on the line is the chip's, not the line's.
    await grid.locator('.cal-now').evaluate((line) => line.scrollIntoView({ block: 'center' }));
    const hits = await grid.locator('.cal-now').evaluate((line: HTMLElement) => {
      // The line takes no pointer events (elementFromPoint would look through it): for this check it does.
      line.style.pointerEvents = 'auto';
      const l = line.getBoundingClientRect();
      const y = l.top + l.height / 2;
      const result = [...document.querySelectorAll('[data-testid="calendar-day"] [data-testid="calendar-entry"]')]
        .filter((e) => {
          const r = e.getBoundingClientRect();
          return r.top < y && r.bottom > y;
        })
        .map((e) => {
          const r = e.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, y);
          return hit !== null && e.contains(hit);
        });
      line.style.pointerEvents = '';
      return result;
    });
    expect(hits.every(Boolean)).toBe(true);
    await context.close();
  });

  it('warns, before saving, when a new series overlaps the trainer\'s sessions, names them, and still saves', async () => {
    const context = await newContext(env.browser, { viewport: DESKTOP });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page);
    await page.goto(`${env.app.server.url}/trainer?view=week`);
    await page.getByTestId('calendar-week').waitFor();
    // Adam's weekly series is Monday and Thursday at 18:00: plan Beata on Mondays at 18:30, four times, from next week.
    const nextMonday = await page.evaluate(() => {
      const d = new Date();
      const day = (d.getDay() + 6) % 7;
      d.setDate(d.getDate() - day + 7);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    await page.getByRole('button', { name: 'New session' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New session' });
    await dialog.getByRole('combobox', { name: 'Client' }).selectOption({ label: 'Beata Kováčová' });
    await dialog.getByLabel('Date').fill(nextMonday);
    await dialog.getByLabel('Start time').fill('19:00');
    // Right after Adam's session: no warning.
    await expect.poll(() => dialog.getByRole('switch', { name: 'Repeat' }).isVisible()).toBe(true);
    await dialog.getByLabel('Start time').fill('18:30');
    const warning = dialog.getByTestId('session-overlap');
    await expect.poll(() => warning.textContent()).toContain('This session overlaps another of your sessions');
    expect(await warning.textContent()).toMatch(/18:00–19:00 Adam Novák, Strength: full body/);

    await dialog.getByRole('switch', { name: 'Repeat' }).click();
    await dialog.getByRole('radio', { name: 'After a count of sessions' }).check();
    await dialog.getByLabel('Number of sessions').fill('4');
    await expect.poll(() => warning.textContent()).toContain('4 of these 4 sessions overlap your other sessions');
    expect((await warning.locator('li').allTextContents()).filter((l) => l.includes('Adam Novák'))).toHaveLength(4);

    await dialog.getByLabel('Start time').fill('19:00');
    await expect.poll(() => warning.count()).toBe(0);
    await dialog.getByLabel('Start time').fill('18:30');
    await expect.poll(() => warning.count()).toBe(1);
    // A warning, not a refusal.
    await dialog.getByRole('button', { name: 'Create session' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

import { chromium } from 'playwright-core';

const BASE = 'http://localhost:4100';
const lang = process.argv[2] ?? 'en';
const only = process.argv[3] ?? 'all';

async function token(email: string) {
  const r = await fetch(`${BASE}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' }, body: JSON.stringify({ email, password: 'demo1234' }) });
  return ((await r.json()) as { token: string }).token;
}

async function main() {
  for (const email of ['demo@repwise.app', 'adam@repwise.app']) {
    const t = await token(email);
    await fetch(`${BASE}/api/user/language`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${t}` }, body: JSON.stringify({ language: lang }) });
  }
  const t = await token('demo@repwise.app');
  const clients = ((await (await fetch(`${BASE}/api/clients`, { headers: { Authorization: `Bearer ${t}`, 'X-Requested-With': 'XMLHttpRequest' } })).json()) as { data: { id: string; name: string }[] }).data;
  const adam = clients.find((c) => c.name.startsWith('Adam'))!.id;
  const beata = clients.find((c) => c.name.startsWith('Beata'))!.id;
  const cyril = clients.find((c) => c.name.startsWith('Cyril'))!.id;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const [w, h] of [[1280, 800], [390, 844]] as const) {
    const tag = `${lang}-${w}`;
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'en-US' });
    const page = await ctx.newPage();
    await page.goto(`${BASE}/login`);
    await page.locator('input[type=email]').fill('demo@repwise.app');
    await page.locator('input[type=password]').fill('demo1234');
    await page.locator('button[type=submit]').click();
    await page.waitForURL((u) => u.pathname === '/trainer', { timeout: 60_000 });
    await page.waitForSelector('[data-sync-state=synced]', { timeout: 60_000 }).catch(() => undefined);
    await page.waitForTimeout(4000);
    if (only === 'all' || only === 'trainer') {
      await page.screenshot({ path: `/tmp/billing-shots/${tag}-dashboard.png`, fullPage: w < 500 });
      await page.goto(`${BASE}/trainer/clients/${adam}?billing=sessions`);
      await page.waitForTimeout(4000);
      await page.screenshot({ path: `/tmp/billing-shots/${tag}-adam-sessions.png` });
      await page.goto(`${BASE}/trainer/clients/${adam}?billing=payments`);
      await page.waitForTimeout(4000);
      await page.screenshot({ path: `/tmp/billing-shots/${tag}-adam-payments.png` });
      await page.goto(`${BASE}/trainer/clients/${cyril}?billing=payments`);
      await page.waitForTimeout(4000);
      await page.screenshot({ path: `/tmp/billing-shots/${tag}-cyril-payments.png` });
      await page.goto(`${BASE}/trainer/clients/${beata}?billing=sessions`);
      await page.waitForTimeout(2000);
      await page.getByRole('button', { name: /Record|Zaznamenat/ }).first().click();
      await page.waitForTimeout(500);
      await page.locator('#payment-form input').first().fill('0');
      await page.locator('button[form=payment-form]').click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/billing-shots/${tag}-dialog.png` });
      await page.keyboard.press('Escape');
      await page.goto(`${BASE}/trainer/clients`);
      await page.waitForTimeout(2000);
      await page.screenshot({ path: `/tmp/billing-shots/${tag}-clients.png` });
    }
    await ctx.close();
    if (only === 'all' || only === 'client') {
      const c2 = await browser.newContext({ viewport: { width: w, height: h }, locale: 'en-US' });
      const p2 = await c2.newPage();
      await p2.goto(`${BASE}/login`);
      await p2.locator('input[type=email]').fill('adam@repwise.app');
      await p2.locator('input[type=password]').fill('demo1234');
      await p2.locator('button[type=submit]').click();
      await p2.waitForURL((u) => u.pathname.startsWith('/client'), { timeout: 60_000 });
      await p2.waitForSelector('[data-sync-state=synced]', { timeout: 60_000 }).catch(() => undefined);
      await p2.waitForTimeout(4000);
      await p2.screenshot({ path: `/tmp/billing-shots/${tag}-client-dashboard.png`, fullPage: true });
      await p2.goto(`${BASE}/client/billing?billing=payments`);
      await p2.waitForTimeout(4000);
      await p2.screenshot({ path: `/tmp/billing-shots/${tag}-client-billing.png`, fullPage: true });
      await c2.close();
    }
  }
  await browser.close();
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});

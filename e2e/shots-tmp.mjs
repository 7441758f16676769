import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await b.newContext({ viewport: { width: 1440, height: 900 } });
const p = await ctx.newPage();
await p.goto('http://localhost:8080/');
await p.getByLabel(/email/i).fill(process.env.WHO ?? 'admin@fleetdesk.test');
await p.getByRole('textbox', { name: 'Password' }).fill('fleetdesk-demo');
await p.getByRole('button', { name: /login/i }).click(); await p.waitForTimeout(1500);
if (await p.getByRole('button', { name: /i agree/i }).isVisible()) { await p.getByRole('button', { name: /i agree/i }).click(); }
await p.waitForTimeout(2500);
const codes = [...readFileSync('/tmp/start-x.log','utf8').matchAll(/verification code for [^:]+: (\d{6})/g)];
await p.getByLabel(/verification code/i).fill(codes.at(-1)[1]);
await p.waitForTimeout(4000);
for (const path of (process.env.PAGES ?? '/rides,/routing,/drivers,/payouts,/surge,/reports').split(',')) {
  await p.goto('http://localhost:8080' + path); await p.waitForTimeout(4000);
  await p.screenshot({ path: `/tmp/shot${path.replaceAll('/','-').replace(/[?=&]/g,'_')}.png` });
}
if (process.env.ROUTE) {
  await p.goto('http://localhost:8080/routing'); await p.waitForTimeout(3000);
  await p.getByRole('button', { name: 'ROUTE', exact: true }).click(); await p.waitForTimeout(1500);
  await p.screenshot({ path: '/tmp/shot-route-1.png' });
  for (const b of ['Confirm', 'Yes', 'OK', 'Route']) { const x = p.getByRole('dialog').getByRole('button', { name: b, exact: true }); if (await x.isVisible().catch(() => false)) { await x.click(); break; } }
  await p.waitForTimeout(2500); await p.screenshot({ path: '/tmp/shot-route-2.png' });
  await p.waitForTimeout(40000); await p.screenshot({ path: '/tmp/shot-route-3.png' });
}
await b.close();

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { query } from '../../support/db';
import { startAnotherInstance } from '../../support/instances';
import { shot } from '../../support/shots';
import { fillPassenger, fillRideDetails, nyDate, openWizard, uniqueName } from './createRideWizard';

/** A company ride for a new passenger paid by card, up to step 3's Add card: the card dialog opens. */
async function openCardDialogOfNewRider(page: Page, namePrefix: string) {
  const dialog = await openWizard(page);
  await dialog.getByRole('button', { name: 'Next' }).click();
  const firstName = uniqueName(namePrefix);
  await fillPassenger(page, firstName, `${firstName.toLowerCase()}@example.com`);
  await fillRideDetails(page, [nyDate(1)], 'Card');
  await dialog.getByRole('button', { name: 'Add card' }).click();
  return { dialog, cardDialog: page.getByRole('dialog', { name: 'Add card' }), firstName };
}

test('a dispatcher adds a card in the wizard: tokenised in the browser, only its token sent', async ({
  page,
}) => {
  const sentBodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) sentBodies.push(request.postData() ?? '');
  });
  const { dialog, cardDialog, firstName } = await openCardDialogOfNewRider(page, 'Card');
  // No payment provider is configured here: squareCard with the embedded test-mode form.
  await expect(cardDialog.getByText(/Test mode/)).toBeVisible();
  await cardDialog.getByLabel(/Card Number/).fill('5555 5555 5555 4444');
  await cardDialog.getByLabel(/Expiry Date/).fill('0931');
  await cardDialog.getByLabel(/CVV/).fill('12');
  await cardDialog.getByLabel(/Postal Code/).fill('10027');
  await cardDialog.getByLabel(/CVV/).blur();
  await expect(cardDialog.getByText('CVV is invalid')).toBeVisible();
  await expect(cardDialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await cardDialog.getByLabel(/CVV/).fill('123');
  await shot(page, 'dialog-square-card');
  const saving = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/payment_cards'));
  await cardDialog.getByRole('button', { name: 'Save' }).click();
  const tokenBody = (await saving).postDataJSON() as Record<string, unknown>;
  expect(Object.keys(tokenBody)).toEqual(['token']);
  expect(tokenBody.token).toMatch(/^tok_test_mastercard_4444_9_2031_[0-9a-f]{16}$/);
  await expect(page.getByText('Card saved successfully!')).toBeVisible();
  await expect(cardDialog).toBeHidden();
  // The saved card is listed and chosen.
  await expect(dialog.getByRole('combobox', { name: /^Card/ })).toContainText('MASTERCARD');
  await expect(dialog.getByRole('combobox', { name: /^Card/ })).toContainText('4444');

  await dialog.getByRole('button', { name: 'Create ride' }).click();
  await expect(page.getByText('Great! You have added 1 ride(s)!')).toBeVisible();
  const [saved] = await query<{ id: number; brand: string; last4: string; provider_token: string }>(
    `select c.id, c.brand, c.last4, c.provider_token from payment_cards c
     join riders r on r.id = c.rider_id where r.first_name = $1`,
    [firstName],
  );
  expect(saved).toMatchObject({ brand: 'mastercard', last4: '4444', provider_token: tokenBody.token });
  const rides = await query<{ payment_type: string; payment_method_id: number }>(
    'select payment_type, payment_method_id from rides where first_name = $1',
    [firstName],
  );
  expect(rides).toEqual([{ payment_type: 'card', payment_method_id: saved?.id }]);
  // The full number went nowhere: no request of the page carried it.
  expect(sentBodies.some((body) => /5555\s?5555\s?5555\s?4444/.test(body))).toBe(false);
});

/**
 * A stand-in for Stripe.js, served at its address: like the real one it draws the card input in an
 * iframe from js.stripe.com (the page's code never sees the number), hears it by postMessage and makes
 * a token; the stand-in provider below reads that token back as Stripe's tokens API would.
 */
const STRIPE_JS_STAND_IN = `
window.Stripe = function (publishableKey) {
  var typed = '';
  return {
    elements: function () {
      return { create: function () {
        var frame, handlers = [];
        window.addEventListener('message', function (event) {
          if (event.origin !== 'https://js.stripe.com') return;
          typed = event.data.number.replace(/\\D/g, '');
          var change = { complete: typed.length === 16, empty: typed.length === 0 };
          if (typed.length > 0 && typed.length < 16)
            change.error = { code: 'incomplete_number', message: 'Your card number is incomplete.' };
          handlers.forEach(function (handler) { handler(change); });
        });
        return {
          mount: function (container) {
            frame = document.createElement('iframe');
            frame.title = 'Secure card payment input frame';
            frame.src = 'https://js.stripe.com/v3/elements-inner-card.html';
            frame.style.cssText = 'border:0;width:100%;height:24px';
            container.appendChild(frame);
          },
          on: function (event, handler) { if (event === 'change') handlers.push(handler); },
          destroy: function () { if (frame) frame.remove(); },
        };
      } };
    },
    createToken: function () {
      if (publishableKey !== 'pk_test_e2e') return Promise.resolve({ error: { message: 'Invalid API Key provided' } });
      return Promise.resolve({ token: { id: 'tok_e2e_' + typed.slice(-4) } });
    },
  };
};`;
const STRIPE_CARD_FRAME = `<!doctype html><input aria-label="Card number" autofocus>
<script>document.querySelector('input').addEventListener('input', function (event) {
  parent.postMessage({ number: event.target.value }, '*');
});</script>`;

/** Stripe's tokens API as the server reads a browser's token back: GET /v1/tokens/{id}. */
async function startTokensApi() {
  const server = createServer((request, response) => {
    const last4 = /^\/v1\/tokens\/tok_e2e_(\d{4})$/.exec(request.url ?? '')?.[1];
    const ok = request.headers.authorization === 'Bearer sk_test_e2e' && last4;
    response.writeHead(ok ? 200 : 404, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(
        ok
          ? { id: `tok_e2e_${last4}`, card: { brand: 'Visa', last4, exp_month: 12, exp_year: 2030 } }
          : { error: { message: 'No such token' } },
      ),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

test('with a publishable key the wizard adds a card through Stripe.js, allowed by the page policy', async ({
  browser,
}) => {
  const tokensApi = await startTokensApi();
  const instance = await startAnotherInstance({
    // The version the browsers already run: no "new version" banner on the other specs' pages.
    version: process.env.FLEETDESK_VERSION ?? 'e2e',
    env: {
      PAYMENTS_API_URL: tokensApi.url,
      PAYMENTS_API_KEY: 'sk_test_e2e',
      PAYMENTS_PUBLISHABLE_KEY: 'pk_test_e2e',
      SIMULATOR: 'false',
    },
  });
  const context = await browser.newContext({ baseURL: instance.url });
  try {
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) blocked.push(message.text());
    });
    // Stripe's own addresses answered by the stand-ins; the page's policy still decides what may load.
    await page.route('https://js.stripe.com/v3', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: STRIPE_JS_STAND_IN }),
    );
    await page.route('https://js.stripe.com/v3/elements-inner-card.html', (route) =>
      route.fulfill({ contentType: 'text/html', body: STRIPE_CARD_FRAME }),
    );
    const { dialog, cardDialog, firstName } = await openCardDialogOfNewRider(page, 'Stripe');
    await expect(cardDialog.getByText(/goes straight to Stripe/)).toBeVisible();
    // Loaded only because the page's policy allows js.stripe.com once a publishable key is set.
    const cardFrame = cardDialog.locator('iframe[title="Secure card payment input frame"]');
    await expect(cardFrame).toBeVisible();
    const cardInput = cardFrame.contentFrame().getByLabel('Card number');
    await cardInput.fill('4242 4242');
    await expect(cardDialog.getByText('Card Number is invalid')).toBeVisible();
    await cardInput.fill('4242 4242 4242 4242');
    await shot(page, 'dialog-square-card-stripe');
    const saving = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/payment_cards'));
    await cardDialog.getByRole('button', { name: 'Save' }).click();
    expect((await saving).postDataJSON()).toEqual({ token: 'tok_e2e_4242' });
    await expect(page.getByText('Card saved successfully!')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: /^Card/ })).toContainText('VISA');
    const [saved] = await query<{ brand: string; last4: string; provider_token: string }>(
      `select c.brand, c.last4, c.provider_token from payment_cards c
       join riders r on r.id = c.rider_id where r.first_name = $1`,
      [firstName],
    );
    expect(saved).toEqual({ brand: 'visa', last4: '4242', provider_token: 'tok_e2e_4242' });
    expect(blocked).toEqual([]);
  } finally {
    await context.close();
    await instance.stop();
    tokensApi.server.close();
  }
});

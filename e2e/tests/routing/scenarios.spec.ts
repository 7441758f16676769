import { expect, test } from '@playwright/test';
import { ADMIN } from '../../support/auth';
import { query } from '../../support/db';
import { shot } from '../../support/shots';
import { openAs, signInActor } from '../drivers/driver-page-api';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
});

test('a scenario’s title keeps to 14 characters, saves after a change with its default break, and gains a titled item and loses it', async ({
  page,
}) => {
  const admin = await signInActor(ADMIN);
  await openAs(page, admin, '/routing/scenarios');
  await page
    .getByRole('list', { name: 'Car types' })
    .getByRole('button', { name: /^Wagon/ })
    .click();
  const card = page.getByRole('form', { name: 'Scenario Standard' });
  const save = card.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  const seededItems = await card.getByRole('listitem').count();
  expect(seededItems).toBeGreaterThan(0);

  const title = card.getByRole('textbox', { name: 'Title', exact: true });
  await title.fill('Wagon mornings!');
  await expect(card.getByText('Max characters count is 14!')).toBeVisible();
  await title.fill('Wagon mornings');
  await expect(card.getByText('Max characters count is 14!')).toBeHidden();
  await card.getByRole('button', { name: 'Add' }).click();
  const added = card.getByRole('listitem', { name: `Item ${seededItems + 1}` });
  await expect(added.getByRole('spinbutton', { name: 'Min. early' })).toHaveValue('0');
  await expect(added.getByRole('spinbutton', { name: 'Priority' })).toHaveValue('0');
  await added.getByRole('spinbutton', { name: 'Rides / hour' }).fill('3');
  // The item's title and the scenario's default break (an item's own break, when set, wins).
  await added.getByRole('textbox', { name: 'Item title' }).fill('Morning peak');
  await card.getByRole('spinbutton', { name: 'Default break (min)' }).fill('7');
  await shot(page, 'routing-scenarios');
  await save.click();
  await expect(page.getByText('Great! You have updated scenario!')).toBeVisible();

  const saved = page.getByRole('form', { name: 'Scenario Wagon mornings' });
  await expect(saved.getByRole('listitem')).toHaveCount(seededItems + 1);
  await expect(saved.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(saved.getByRole('spinbutton', { name: 'Default break (min)' })).toHaveValue('7');
  await expect(
    saved
      .getByRole('listitem', { name: `Item ${seededItems + 1}` })
      .getByRole('textbox', { name: 'Item title' }),
  ).toHaveValue('Morning peak');
  const rows = await query<{ validation_rides_per_hour: number; title: string; break: number }>(
    `select i.validation_rides_per_hour, i.title, s.break_between_rides as break from routing_scenario_items i
     join routing_scenarios s on s.id = i.scenario_id where s.title = 'Wagon mornings' order by i.id desc limit 1`,
  );
  expect(Number(rows[0]?.validation_rides_per_hour)).toBe(3);
  expect(rows[0]?.title).toBe('Morning peak');
  expect(Number(rows[0]?.break)).toBe(7);

  await saved.getByRole('button', { name: `Delete item ${seededItems + 1}` }).click();
  await saved.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Great! You have updated scenario!').last()).toBeVisible();
  await expect(saved.getByRole('listitem')).toHaveCount(seededItems);
  const [left] = await query<{ count: string }>(
    `select count(*) from routing_scenario_items i join routing_scenarios s on s.id = i.scenario_id
     where s.title = 'Wagon mornings'`,
  );
  expect(Number(left?.count)).toBe(seededItems);
});

test('a new scenario is added to a car type and deleted', async ({ page }) => {
  const admin = await signInActor(ADMIN);
  await openAs(page, admin, '/routing/scenarios');
  await page.getByRole('list', { name: 'Car types' }).getByRole('button', { name: /^SUV/ }).click();
  await page.getByRole('button', { name: 'Add scenario' }).click();
  const draft = page.getByRole('form', { name: 'Scenario New scenario' });
  await draft.getByRole('button', { name: 'Save' }).click();
  await expect(draft.getByText('Required')).toBeVisible();
  await draft.getByRole('textbox', { name: 'Title', exact: true }).fill('SUV nights');
  await draft.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Great! You have updated scenario!')).toBeVisible();
  const made = page.getByRole('form', { name: 'Scenario SUV nights' });
  await expect(made).toBeVisible();

  await made.getByRole('button', { name: 'Delete', exact: true }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Delete scenario' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Great! You have deleted scenario!')).toBeVisible();
  await expect(made).toBeHidden();
});

test('saving one of two new scenarios leaves the other as typed', async ({ page }) => {
  await openAs(page, await signInActor(ADMIN), '/routing/scenarios');
  await page.getByRole('list', { name: 'Car types' }).getByRole('button', { name: /^SUV/ }).click();
  await page.getByRole('button', { name: 'Add scenario' }).click();
  await page.getByRole('button', { name: 'Add scenario' }).click();
  const drafts = page.getByRole('form', { name: 'Scenario New scenario' });
  await drafts.nth(0).getByRole('textbox', { name: 'Title', exact: true }).fill('SUV early');
  await drafts.nth(1).getByRole('textbox', { name: 'Title', exact: true }).fill('SUV late');
  await drafts.nth(0).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('form', { name: 'Scenario SUV early' })).toBeVisible();
  await expect(drafts).toHaveCount(1);
  await expect(drafts.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('SUV late');
  await drafts.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(drafts).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Scenario SUV early' })).toBeVisible();
});

test('on a 1024 px screen every item field shows its whole label: the items wrap instead', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openAs(page, await signInActor(ADMIN), '/routing/scenarios');
  const items = page.getByRole('list', { name: 'Items' }).first();
  await expect(items.getByLabel('Min. early').first()).toBeVisible();
  const labels = items.locator('label');
  expect(await labels.count()).toBeGreaterThan(7);
  const cut = await labels.evaluateAll((all) =>
    all.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
  );
  expect(cut).toEqual([]);
});

/** A scenario as GET /routing/scenarios gives it; what the test sends back is the same shape. */
interface ScenarioRecord {
  id: number;
  title: string;
  items: Record<string, unknown>[];
  [field: string]: unknown;
}

test('a scenario saved by someone else while it is being changed keeps the changes, refuses the save as stale, and reloads on request', async ({
  page,
}) => {
  const [me, colleague] = [await signInActor(ADMIN), await signInActor(ADMIN)];
  await openAs(page, me, '/routing/scenarios');
  await page.getByRole('list', { name: 'Car types' }).getByRole('button', { name: /^Van/ }).click();
  const card = page.getByRole('form', { name: 'Scenario Wheelchair' });
  const maxTries = card.getByRole('spinbutton', { name: 'Max tries' });
  await expect(maxTries).toHaveValue('3');
  await maxTries.fill('5');

  // A colleague saves the same scenario with another priority; the realtime event refreshes the page.
  const { scenarios } = await colleague.call<{ scenarios: ScenarioRecord[] }>('GET', '/routing/scenarios');
  const theirs = scenarios.find((scenario) => scenario.title === 'Wheelchair');
  if (!theirs) throw new Error('the demo has a Wheelchair scenario');
  const { id, title, car_type_id, max_tries, break_between_rides, updated_at } = theirs;
  await colleague.call('POST', `/routing/scenarios/${id}`, {
    ...{ title, car_type_id, max_tries, break_between_rides, updated_at },
    priority: 4,
    items: theirs.items.map(({ scenario_id: _, ...item }) => item),
  });

  await expect(card.getByText('Someone else saved this scenario while you were changing it.')).toBeVisible();
  await expect(maxTries).toHaveValue('5');
  await shot(card, 'routing-scenario-saved-elsewhere');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Someone changed this scenario meanwhile. Reload it and try again.'),
  ).toBeVisible();
  const [kept] = await query<{ priority: number; max_tries: number }>(
    'select priority, max_tries from routing_scenarios where id = $1',
    [id],
  );
  expect({ priority: Number(kept?.priority), max_tries: Number(kept?.max_tries) }).toEqual({
    priority: 4,
    max_tries: 3,
  });

  await card.getByRole('button', { name: 'Reload' }).click();
  await expect(card.getByRole('spinbutton', { name: 'Priority' }).first()).toHaveValue('4');
  await expect(maxTries).toHaveValue('3');
  await expect(card.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(card.getByText('Someone else saved this scenario while you were changing it.')).toBeHidden();
  // Their next save now shows at once: nothing here is being changed.
  await maxTries.fill('4');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Great! You have updated scenario!')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test('on a 1366 px screen a scenario’s actions and each item’s delete sit on their rows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openAs(page, await signInActor(ADMIN), '/routing/scenarios');
  const card = page.getByRole('form', { name: /^Scenario / }).first();
  const item = card.getByRole('listitem').first();
  await expect(item).toBeVisible();
  await shot(page, 'routing-scenarios-1366');
  // Each pair: the control that wrapped alone onto a line of its own, and one on the row it belongs to.
  const pairs = [
    [
      card.getByRole('button', { name: 'Delete', exact: true }),
      card.getByRole('textbox', { name: 'Title', exact: true }),
    ],
    [
      item.getByRole('button', { name: /^Delete item/ }),
      item.getByRole('spinbutton', { name: 'Min. early' }),
    ],
  ] as const;
  for (const [control, onRow] of pairs) {
    const [box, row] = [await control.boundingBox(), await onRow.boundingBox()];
    if (!box || !row) throw new Error('the first scenario shows its fields and deletes');
    const middle = box.y + box.height / 2;
    expect(middle).toBeGreaterThan(row.y);
    expect(middle).toBeLessThan(row.y + row.height);
  }
});

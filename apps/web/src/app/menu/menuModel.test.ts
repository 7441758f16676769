import { describe, expect, it } from 'vitest';
import type { Viewer } from '../guards/access';
import { MENU_ITEMS } from './menuItems';
import { isItemActive, type MenuItem, visibleMenu } from './menuModel';

const staff = (permissions: string[], isSuperAdmin = false): Viewer => ({
  isFleet: false,
  isSuperAdmin,
  permissions,
});
const labels = (items: MenuItem[]) => items.map((item) => item.label);
const findItem = (label: string) => {
  const item = MENU_ITEMS.find((candidate) => candidate.label === label);
  if (!item) throw new Error(`no menu item ${label}`);
  return item;
};

describe('visibleMenu', () => {
  it('shows a fleet user exactly Rides, Drivers, Cars and Routes, without permission keys', () => {
    expect(labels(visibleMenu(MENU_ITEMS, { isFleet: true, isSuperAdmin: false, permissions: [] }))).toEqual([
      'Rides',
      'Drivers',
      'Cars',
      'Routes',
    ]);
  });

  it('shows a super admin everything, groups included', () => {
    expect(labels(visibleMenu(MENU_ITEMS, staff([], true)))).toEqual([
      'Rides',
      'Surge',
      'Drivers',
      'Cars',
      'Standing Orders',
      'Routes',
      'Stats',
      'Payouts',
      'Permissions',
      'Documents',
      'Routing',
      'Transactions',
      'Sentry',
      'Webhooks',
      'Reporting',
      'Fleet Settings',
    ]);
  });

  it('hides entries whose key is missing and groups with no visible child', () => {
    const menu = labels(visibleMenu(MENU_ITEMS, staff(['view.routes'])));
    expect(menu).toEqual(['Rides', 'Drivers', 'Cars', 'Routes', 'Payouts', 'Documents', 'Transactions']);
  });

  it('shows Standing Orders to staff holding its key only', () => {
    expect(labels(visibleMenu(MENU_ITEMS, staff(['rides.standing-orders'])))).toContain('Standing Orders');
    expect(labels(visibleMenu(MENU_ITEMS, staff([])))).not.toContain('Standing Orders');
  });

  it('collapses a group with one visible child to that child', () => {
    const menu = visibleMenu(MENU_ITEMS, staff(['reporting.view_bank_file_page']));
    const bankFile = menu.find((item) => item.label === 'Bank File');
    expect(bankFile).toMatchObject({ kind: 'entry', path: '/bank-file' });
    expect(labels(menu)).not.toContain('Reporting');
  });

  it('keeps a group with several visible children, listing only those', () => {
    const menu = visibleMenu(MENU_ITEMS, staff(['reporting.view_monthly_reports_page']));
    const reporting = menu.find((item) => item.label === 'Reporting');
    expect(reporting?.kind === 'group' && labels([...reporting.children])).toEqual([
      'Export TLC Trip Records',
      'Yellow Cab Taxes MTA',
    ]);
  });

  it('asks admin_settings.update_fleet for Fleet Settings, as the menu of spec 3 says', () => {
    expect(labels(visibleMenu(MENU_ITEMS, staff(['admin_settings.update_fleet'])))).toContain(
      'Fleet Settings',
    );
    expect(labels(visibleMenu(MENU_ITEMS, staff(['admin_settings.view'])))).not.toContain('Fleet Settings');
  });
});

describe('isItemActive', () => {
  it('selects an entry on its own path and on the paths it claims', () => {
    expect(isItemActive(findItem('Drivers'), '/drivers')).toBe(true);
    expect(isItemActive(findItem('Drivers'), '/driver/42')).toBe(true);
    expect(isItemActive(findItem('Permissions'), '/permissions/users')).toBe(true);
    expect(isItemActive(findItem('Transactions'), '/transaction/debits')).toBe(true);
  });

  it('does not select on a mere prefix of another word', () => {
    expect(isItemActive(findItem('Rides'), '/rides-archive')).toBe(false);
    expect(isItemActive(findItem('Drivers'), '/rides')).toBe(false);
  });

  it('selects a group when one of its children is selected', () => {
    expect(isItemActive(findItem('Dev'), '/events/12')).toBe(true);
    expect(isItemActive(findItem('Reporting'), '/bank-file')).toBe(true);
    expect(isItemActive(findItem('Reporting'), '/rides')).toBe(false);
  });
});

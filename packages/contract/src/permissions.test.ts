import { describe, expect, it } from 'vitest';
import { canonicalPermission, hasPermission, PERMISSION_ALIASES, PERMISSION_KEYS } from './permissions';

describe('permission keys', () => {
  it('holds every key the specs name, once', () => {
    for (const key of [
      'rides.change-price',
      'rides.view-billing-notes',
      'rides.update-dangerous-fields',
      'credits.create',
      'credits.quick-create',
      'credits.update',
      'payouts.update-request',
      'payouts.import-bank-file',
      'payouts.export',
      'admin_settings.release_rides',
      'admin_settings.update_fleet',
      'surge.view',
      'view.routes',
      'view.routing',
      'view.stats',
      'permissions.view',
      'reporting.view_notify_page',
      'reporting.view_monthly_reports_page',
      'reporting.view_unreconciled_rides_panel_page',
      'reporting.view_bank_file_page',
      'reporting.view_daily_revenue_stats',
      'reporting.view_mta_otp_pickup_and_acceptance',
      'drivers.edit-photo',
      'drivers.edit-company-restriction',
      'drivers.show_route_broker',
      'drivers.show_request_route',
      'drivers.show_company_restriction',
      'drivers.edit_fleet_field',
      'cars.edit_vin_number',
      'cars.update_fleet',
      'credit-and-debit.create',
    ]) {
      expect(PERMISSION_KEYS).toContain(key);
    }
    expect(new Set(PERMISSION_KEYS).size).toBe(PERMISSION_KEYS.length);
  });

  it('maps both spellings to one canonical key', () => {
    expect(canonicalPermission('rides.viewBillingNotes')).toBe('rides.view-billing-notes');
    expect(canonicalPermission('rides.updateDangerousFields')).toBe('rides.update-dangerous-fields');
    expect(canonicalPermission('credits.quickCreate')).toBe('credits.quick-create');
    expect(canonicalPermission('admin_settings.releaseMarketplaceRide')).toBe('admin_settings.release_rides');
    for (const canonical of Object.values(PERMISSION_ALIASES)) expect(PERMISSION_KEYS).toContain(canonical);
    expect(canonicalPermission('no.such-key')).toBeUndefined();
  });

  it('grants by either spelling', () => {
    expect(hasPermission(['rides.view-billing-notes'], 'rides.viewBillingNotes')).toBe(true);
    expect(hasPermission(['credits.quickCreate'], 'credits.quick-create')).toBe(true);
    expect(hasPermission(['surge.view'], 'view.stats')).toBe(false);
  });
});

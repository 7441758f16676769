import { RIDE_STATUSES, type RideStatus } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { NO_RIDE_LAYERS, rideMapLayers } from './rideMapLayers';

const withDriver = (status: RideStatus, gpsHistoryOn = true) =>
  rideMapLayers({ status, driver_id: 9 }, { gpsHistoryOn });
const statusesWhere = (pick: (status: RideStatus) => boolean) => RIDE_STATUSES.filter(pick);

describe('rideMapLayers', () => {
  it('fetches the driver position only for rides with a driver in the six statuses', () => {
    expect(statusesWhere((s) => withDriver(s).fetchDriverLocation)).toEqual([
      'assigned',
      'accepted',
      'arriving',
      'arrived',
      'in_progress',
      'driver_canceled',
    ]);
    expect(rideMapLayers({ status: 'accepted', driver_id: null }, { gpsHistoryOn: true })).toMatchObject({
      fetchDriverLocation: false,
      showCar: false,
      showDriverRoute: false,
    });
  });

  it('shows the route and car while the driver is on the way or on board', () => {
    expect(statusesWhere((s) => withDriver(s).showDriverRoute)).toEqual([
      'accepted',
      'arriving',
      'arrived',
      'in_progress',
    ]);
  });

  it('keeps only the car for assigned, finished and cancelled rides, and clears both otherwise', () => {
    expect(statusesWhere((s) => withDriver(s).showCar && !withDriver(s).showDriverRoute)).toEqual([
      'assigned',
      'finished',
      'user_requested_cancel',
      'user_canceled',
      'driver_canceled',
      'company_canceled',
      'confirm_user_cancel',
    ]);
    // A finished ride keeps the car last seen but no longer asks where it is.
    expect(withDriver('finished')).toMatchObject({ showCar: true, fetchDriverLocation: false });
    expect(withDriver('pending')).toMatchObject({ showCar: false, showDriverRoute: false });
    expect(withDriver('draft')).toMatchObject({ showCar: false, showDriverRoute: false });
  });

  it('draws the GPS history for five statuses, only with the setting on', () => {
    expect(statusesWhere((s) => withDriver(s).showGpsHistory)).toEqual([
      'accepted',
      'arriving',
      'in_progress',
      'finished',
      'driver_canceled',
    ]);
    expect(withDriver('finished', false).showGpsHistory).toBe(false);
  });

  it('shows available drivers for pending, assigned and accepted rides', () => {
    expect(statusesWhere((s) => withDriver(s).showAvailableDrivers)).toEqual([
      'pending',
      'assigned',
      'accepted',
    ]);
  });

  it('shows nothing without a ride', () => {
    expect(rideMapLayers(null, { gpsHistoryOn: true })).toEqual(NO_RIDE_LAYERS);
  });
});

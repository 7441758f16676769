// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rideFixture } from '../../dialogs/testing/rideFixture';
import { rideColumnsFor } from '../table/rideColumns';
import { RouteSection } from './RideRouteSections';

afterEach(cleanup);

const PICKUP = '2030-05-14T13:00:00.000Z';
const farRockawayRide = (vendorMinutes: number) =>
  rideFixture({
    pickup_at: PICKUP,
    vendor_pickup_at: new Date(Date.parse(PICKUP) + vendorMinutes * 60_000).toISOString(),
    pickup_zone_id: 17,
    pickup_zone_name: 'Far Rockaway',
    destination_zone_id: 16,
    destination_zone_name: 'Jamaica',
  });

const cell = (key: string, ride = farRockawayRide(25)) => {
  const column = rideColumnsFor(false).find((c) => c.key === key);
  if (!column) throw new Error(`no column ${key}`);
  return render(<span>{column.render(ride, 0)}</span>).container;
};

describe('zones and the vendor-pickup delay', () => {
  it('are columns of the table, for staff and fleet users, Far Rockaway as FR', () => {
    for (const isFleet of [false, true]) {
      expect(rideColumnsFor(isFleet).map((c) => c.header)).toEqual(
        expect.arrayContaining(['PU zone', 'DO zone', 'Vendor']),
      );
    }
    expect(cell('pickup_zone').textContent).toBe('FR');
    expect(cell('destination_zone').textContent).toBe('Jamaica');
    expect(cell('vendor_delay').querySelector('[data-highlighted="true"]')?.textContent).toBe('+25m');
  });

  it('shows a vendor delay of 200 minutes or more nowhere', () => {
    expect(cell('vendor_delay', farRockawayRide(200)).textContent).toBe('');
  });

  it('are lines of the detail’s route section', () => {
    render(<RouteSection ride={farRockawayRide(11)} />);
    const route = screen.getByRole('region', { name: 'Route and times' });
    expect(within(route).getByText('Pickup zone').nextSibling?.textContent).toBe('FR');
    expect(within(route).getByText('Dropoff zone').nextSibling?.textContent).toBe('Jamaica');
    expect(
      within(route).getByTitle('Vendor pickup 11 minutes after the scheduled pickup').dataset.highlighted,
    ).toBe('true');
  });
});

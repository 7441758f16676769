import { describe, expect, it } from 'vitest';
import { isInMctd, isInNewYorkCity, isInNewYorkState, isSouthOf96thStreet } from './geography/counties';
import { dollars, percent, type TripPlaces, tlcFileName, yellowTripSurcharges } from './rules';

const trip = (over: Partial<TripPlaces>): TripPlaces => ({
  day: '2026-10-05',
  startsInNyc: true,
  endsInMctd: true,
  withinNyState: true,
  startsInCongestionZone: false,
  endsInCongestionZone: false,
  isMtaTrip: false,
  ...over,
});

describe('yellow cab surcharges (FACTS §4.1)', () => {
  it('charges the MTA tax on a city trip ending in the MCTD, and the improvement surcharge always', () => {
    expect(yellowTripSurcharges(trip({}))).toEqual({ mtaTax: 50, improvement: 100, congestion: 0 });
    expect(yellowTripSurcharges(trip({ endsInMctd: false })).mtaTax).toBe(0);
    expect(yellowTripSurcharges(trip({ startsInNyc: false })).mtaTax).toBe(0);
  });

  it('charged $0.30 of improvement surcharge before 19 December 2022', () => {
    expect(yellowTripSurcharges(trip({ day: '2022-12-18' })).improvement).toBe(30);
    expect(yellowTripSurcharges(trip({ day: '2022-12-19' })).improvement).toBe(100);
  });

  it('charges congestion when a trip in the state starts or ends south of 96th Street, never on MTA trips', () => {
    expect(yellowTripSurcharges(trip({ startsInCongestionZone: true })).congestion).toBe(250);
    expect(yellowTripSurcharges(trip({ endsInCongestionZone: true })).congestion).toBe(250);
    expect(yellowTripSurcharges(trip({ endsInCongestionZone: true, withinNyState: false })).congestion).toBe(
      0,
    );
    expect(yellowTripSurcharges(trip({ startsInCongestionZone: true, isMtaTrip: true })).congestion).toBe(0);
  });
});

describe('surcharges by the day they came in (FACTS §4.1)', () => {
  it('charges no congestion surcharge before its collection began on 2 February 2019', () => {
    const inZone = { startsInCongestionZone: true };
    expect(yellowTripSurcharges(trip({ ...inZone, day: '2019-02-01' })).congestion).toBe(0);
    expect(yellowTripSurcharges(trip({ ...inZone, day: '2019-02-02' })).congestion).toBe(250);
  });

  it('charges no improvement surcharge before 1 January 2015, when its $0.30 began', () => {
    expect(yellowTripSurcharges(trip({ day: '2014-12-31' })).improvement).toBe(0);
    expect(yellowTripSurcharges(trip({ day: '2015-01-01' })).improvement).toBe(30);
  });
});

describe('where a point lies (county shapes)', () => {
  it('tells the city, the MCTD and the state apart', () => {
    expect(isInNewYorkCity(40.758, -73.9855)).toBe(true); // Times Square
    expect(isInNewYorkCity(41.034, -73.7629)).toBe(false); // White Plains, Westchester
    expect(isInMctd(41.034, -73.7629)).toBe(true);
    expect(isInMctd(42.6526, -73.7562)).toBe(false); // Albany
    expect(isInNewYorkState(42.6526, -73.7562)).toBe(true);
    expect(isInNewYorkState(40.7357, -74.1724)).toBe(false); // Newark, New Jersey
  });

  it('puts Midtown south of 96th Street and Harlem north of it', () => {
    expect(isSouthOf96thStreet(40.758, -73.9855)).toBe(true);
    expect(isSouthOf96thStreet(40.7794, -73.9535)).toBe(true); // East 90th Street
    expect(isSouthOf96thStreet(40.7967, -73.968)).toBe(false); // West 100th Street
    expect(isSouthOf96thStreet(40.8099, -73.9483)).toBe(false); // 125th Street
  });
});

describe('report text', () => {
  it('names the TLC file by base and days, and writes dollars and shares', () => {
    expect(tlcFileName('B00001', { start: '2018-01-01', end: '2018-01-07' })).toBe(
      'B00001_20180101-20180107.csv',
    );
    expect(dollars(12345)).toBe('123.45');
    expect(percent(1, 3)).toBe('33.3');
    expect(percent(0, 0)).toBe('');
  });
});

import { amountAtMostMessage, CENTS_ONLY, FARE_COLLECTED_MAX, NOT_A_NUMBER } from '@fleetdesk/contract';
import { setMachineZone } from '@fleetdesk/contract/testing/machineZone';
import { afterEach, describe, expect, it } from 'vitest';
import { fareOnlySchema, fromNyLocal, toNyLocal } from './rideEditForm';

// The ride edit form shows and takes pickup and dropoff as New York wall-clock times. London changes its
// clocks on 2026-03-29 and 2026-10-25, weeks before New York: a browser there must not move them.
const originalTz = process.env.TZ;
afterEach(() => {
  setMachineZone(originalTz);
});

describe('ride edit form times in New York, from a browser in London', () => {
  it('a pickup at 01:30 EDT on Sunday 2026-03-29 is shown as 01:30', () => {
    setMachineZone('Europe/London');
    expect(toNyLocal('2026-03-29T05:30:00.000Z')).toBe('2026-03-29T01:30');
  });

  it('a pickup typed as 23:00 on Saturday 2026-10-24 is saved as 23:00 EDT', () => {
    setMachineZone('Europe/London');
    expect(fromNyLocal('2026-10-24T23:00')).toBe('2026-10-25T03:00:00.000Z');
  });

  it('a pickup shown and saved again is unchanged, whatever the hour of either London DST weekend', () => {
    setMachineZone('Europe/London');
    for (const saturdayNoon of [Date.UTC(2026, 2, 28, 12), Date.UTC(2026, 9, 24, 12)]) {
      for (let hour = 0; hour < 48; hour++) {
        const iso = new Date(saturdayNoon + hour * 3_600_000).toISOString();
        expect(fromNyLocal(toNyLocal(iso))).toBe(iso);
      }
    }
  });
});

describe('fare collected, as the form checks it', () => {
  const messageOf = (fare: string) =>
    fareOnlySchema.safeParse({ fare_collected: fare }).error?.issues[0]?.message ?? null;

  it("answers the contract's words under the field", () => {
    expect(messageOf('')).toBeNull();
    expect(messageOf('12.50')).toBeNull();
    expect(messageOf('99999')).toBeNull();
    expect(messageOf('100000')).toBe(amountAtMostMessage(FARE_COLLECTED_MAX));
    expect(messageOf('abc')).toBe(NOT_A_NUMBER);
    expect(messageOf('-1')).toBe('The number must be greater than 0!');
    expect(messageOf('1.234')).toBe(CENTS_ONLY);
  });
});

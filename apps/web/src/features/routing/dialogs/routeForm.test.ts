import { setMachineZone } from '@fleetdesk/contract/testing/machineZone';
import { afterEach, describe, expect, it } from 'vitest';
import { isoToNyLocal, newRouteForm, nyLocalToIso, routeFormSchema } from './routeForm';

// The route dialog's from/until are New York wall-clock times (datetime-local), sent as ISO with the
// offset. The dispatcher's browser may sit in another zone, whose own DST change must not move them.
const originalTz = process.env.TZ;
afterEach(() => {
  setMachineZone(originalTz);
});

describe('route dialog times typed in New York, from a browser elsewhere', () => {
  it('03:15 on Sunday 2026-03-08 is sent as 03:15 EDT from a browser in Chicago', () => {
    setMachineZone('America/Chicago');
    expect(nyLocalToIso('2026-03-08T03:15')).toBe('2026-03-08T03:15:00-04:00');
  });

  it('05:00 on Sunday 2026-03-08 is sent as 05:00 EDT from a browser in Los Angeles', () => {
    setMachineZone('America/Los_Angeles');
    expect(nyLocalToIso('2026-03-08T05:00')).toBe('2026-03-08T05:00:00-04:00');
  });

  it('03:15 on Sunday 2026-11-01 is sent as 03:15 EST from a browser in Los Angeles', () => {
    setMachineZone('America/Los_Angeles');
    expect(nyLocalToIso('2026-11-01T03:15')).toBe('2026-11-01T03:15:00-05:00');
  });

  it('a route from 01:30 EDT on Sunday 2026-03-29 opens at 01:30 in a browser in London', () => {
    setMachineZone('Europe/London');
    expect(isoToNyLocal('2026-03-29T01:30:00-04:00')).toBe('2026-03-29T01:30');
  });
});

describe("the route dialog's messages, in words an operator reads", () => {
  const messagesOf = (change: object) => {
    const form = { ...newRouteForm('2026-07-01'), driver_id: '12', ...change };
    return routeFormSchema.safeParse(form).error?.issues.map((issue) => [issue.path[0], issue.message]);
  };

  it.each([
    [{ capacity: '20' }, 'capacity', 'Must be at most 15'],
    [{ capacity: '0' }, 'capacity', 'Must be at least 1'],
    [{ capacity: '2.5' }, 'capacity', 'Must be a whole number'],
    [{ capacity: 'four' }, 'capacity', 'Must be a number'],
    [{ car_id: 'abc' }, 'car_id', 'Must be an id'],
    [{ car_id: '2.5' }, 'car_id', 'Must be an id'],
  ])('%j → %s: %s', (change, field, message) => {
    expect(messagesOf(change)).toEqual([[field, message]]);
  });

  it('takes a capacity of 1 to 15 and no car', () => {
    expect(messagesOf({ capacity: '15' })).toBeUndefined();
    expect(messagesOf({ capacity: '', car_id: '' })).toBeUndefined();
  });
});

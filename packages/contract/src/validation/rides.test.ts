import { describe, expect, it } from 'vitest';
import { rideUpdateBody } from './rides';

describe('a ride edit', () => {
  // 1.005 × 100 is 100.4999… in floating point: a half cent was rounded down for some amounts and up for
  // others, so a fare is whole cents, as every money amount is.
  it('takes a collected fare in whole cents only', () => {
    const fare = (fare_collected: unknown) => rideUpdateBody.safeParse({ fare_collected });
    expect(fare('1.005').error?.issues[0]?.message).toBe('At most 2 decimal places (cents)!');
    expect(fare(10.005).error?.issues[0]?.message).toBe('At most 2 decimal places (cents)!');
    expect(fare('-1').error?.issues[0]?.message).toBe('The number must be greater than 0!');
    for (const good of ['0', '10.25', 1.01, 99_999]) expect(fare(good).success).toBe(true);
  });
});

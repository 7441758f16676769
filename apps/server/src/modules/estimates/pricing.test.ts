import { describe, expect, it } from 'vitest';
import { cardFeeCents, fareCents, legPrices, type PriceInput, priceRide } from './pricing';

const base: PriceInput = {
  outbound: { amountCents: 2000, tollwaysCents: 0 },
  inbound: null,
  hasReturn: false,
  amountOverrideCents: null,
  serviceA: 'none',
  serviceB: 'none',
  isCardPayment: false,
  days: 1,
};

describe('fareCents', () => {
  it('adds the base fare, the miles and the minutes, rounded to a cent', () => {
    const tariff = { baseFareCents: 700, perMileCents: 250, perMinuteCents: 45 };
    // 700 + 250 × 3.2 + 45 × 12.5 = 700 + 800 + 562.5
    expect(fareCents(tariff, 3.2, 750)).toBe(2063);
  });
});

describe('priceRide', () => {
  it('prices a one-way trip as the estimate', () => {
    const result = priceRide(base);
    expect(result.services.ride).toBe(2000);
    expect(result.services.return_ride).toBe(0);
    expect(result.perDayCents).toBe(2000);
    expect(result.totalCents).toBe(2000);
  });

  it('charges one door service per leg: d2d and d3d never both', () => {
    const d3dOut = priceRide({ ...base, serviceA: 'd3d' });
    expect(d3dOut.services).toMatchObject({ d2d: 0, d3d: 1000 });
    const d2dOut = priceRide({ ...base, serviceA: 'd2d' });
    expect(d2dOut.services).toMatchObject({ d2d: 500, d3d: 0 });
    expect(d2dOut.perDayCents).toBe(2500);
  });

  it('prices the way back with its own estimate, services and tollways', () => {
    const result = priceRide({
      ...base,
      outbound: { amountCents: 2600, tollwaysCents: 600 },
      inbound: { amountCents: 2300, tollwaysCents: 300 },
      hasReturn: true,
      serviceA: 'd2d',
      serviceB: 'd3d',
    });
    expect(result.services).toEqual({
      ride: 2000,
      d2d: 500,
      d3d: 0,
      return_ride: 2000,
      return_d2d: 0,
      return_d3d: 1000,
      tollways: 600,
      return_tollways: 300,
      payment_fee: 0,
    });
    expect(result.perDayCents).toBe(6400);
  });

  it('drops the way-back services without a return time', () => {
    const result = priceRide({ ...base, serviceB: 'd3d', inbound: { amountCents: 999, tollwaysCents: 0 } });
    expect(result.services.return_d3d).toBe(0);
    expect(result.services.return_ride).toBe(0);
  });

  it('uses the way out price for the way back when no return estimate was priced', () => {
    expect(priceRide({ ...base, hasReturn: true }).services.return_ride).toBe(2000);
  });

  it('adds the card fee, 2.9% + $0.30 of the rest, only for card payments', () => {
    expect(cardFeeCents(2500)).toBe(103);
    const result = priceRide({ ...base, serviceA: 'd2d', isCardPayment: true });
    expect(result.services.payment_fee).toBe(103);
    expect(result.perDayCents).toBe(2603);
    expect(priceRide({ ...base, serviceA: 'd2d' }).services.payment_fee).toBe(0);
  });

  it('multiplies the day total by the number of days', () => {
    const result = priceRide({ ...base, isCardPayment: true, days: 3 });
    expect(result.perDayCents).toBe(2000 + 88);
    expect(result.totalCents).toBe(3 * 2088);
  });

  it('takes a typed amount instead of the estimate for the way out', () => {
    const result = priceRide({
      ...base,
      outbound: { amountCents: 2500, tollwaysCents: 500 },
      amountOverrideCents: 3000,
    });
    expect(result.services.ride).toBe(2500);
    expect(result.services.tollways).toBe(500);
  });
});

describe('legPrices', () => {
  it('splits the card fee between the two rows so they add up to the day total', () => {
    const result = priceRide({ ...base, hasReturn: true, serviceB: 'd2d', isCardPayment: true });
    const legs = legPrices(result, true);
    expect(legs.outbound.priceCents).toBe(2000);
    expect(legs.inbound?.priceCents).toBe(2500);
    const rows =
      legs.outbound.priceCents +
      legs.outbound.feeCents +
      (legs.inbound?.priceCents ?? 0) +
      (legs.inbound?.feeCents ?? 0);
    expect(rows).toBe(result.perDayCents);
  });
});

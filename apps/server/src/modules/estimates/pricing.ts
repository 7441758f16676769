import {
  CARD_FEE_FIXED_CENTS,
  CARD_FEE_PERCENT,
  type PriceService,
  SERVICE_LEVEL_FEES_CENTS,
  type SERVICE_LEVELS,
} from '@fleetdesk/contract';

type ServiceLevel = (typeof SERVICE_LEVELS)[number];

/** What a ride type charges (cents): base fare, per mile and per minute (decision 22). */
export interface Tariff {
  baseFareCents: number;
  perMileCents: number;
  perMinuteCents: number;
}

/** The fare of one trip for one ride type, in whole cents. */
export function fareCents(tariff: Tariff, miles: number, seconds: number): number {
  return Math.round(
    tariff.baseFareCents + tariff.perMileCents * miles + tariff.perMinuteCents * (seconds / 60),
  );
}

/** An estimate as priced: `amountCents` includes the tollways. */
export interface PricedLeg {
  amountCents: number;
  tollwaysCents: number;
}

export interface PriceInput {
  outbound: PricedLeg;
  /** The way back's estimate; without one the return leg costs what the way out costs. */
  inbound: PricedLeg | null;
  hasReturn: boolean;
  /** A price the dispatcher typed instead of the estimate's (tollways included), in cents. */
  amountOverrideCents: number | null;
  serviceA: ServiceLevel;
  serviceB: ServiceLevel;
  isCardPayment: boolean;
  days: number;
}

export interface PriceResult {
  /** Per-day cents by service. */
  services: Record<PriceService, number>;
  perDayCents: number;
  days: number;
  totalCents: number;
}

/** One leg's door service: the level is a single choice, so d2d and d3d never both apply. */
const serviceFee = (level: ServiceLevel, service: 'd2d' | 'd3d') =>
  level === service ? SERVICE_LEVEL_FEES_CENTS[service] : 0;

/** Card processing fee on everything else: 2.9% + $0.30 (decision 22). */
export const cardFeeCents = (subtotalCents: number) =>
  Math.round((subtotalCents * CARD_FEE_PERCENT) / 100) + CARD_FEE_FIXED_CENTS;

/**
 * The price breakdown of spec 1 §2.7: per-day services of both legs, the card fee on top, and the
 * per-day total multiplied by the number of pickup dates. The way back's options count only with a
 * return time (the wizard clears them otherwise).
 */
export function priceRide(input: PriceInput): PriceResult {
  const { outbound, hasReturn } = input;
  const outboundAmount = input.amountOverrideCents ?? outbound.amountCents;
  const inbound = input.inbound ?? outbound;
  const services: Record<PriceService, number> = {
    ride: Math.max(0, outboundAmount - outbound.tollwaysCents),
    d2d: serviceFee(input.serviceA, 'd2d'),
    d3d: serviceFee(input.serviceA, 'd3d'),
    return_ride: hasReturn ? inbound.amountCents - inbound.tollwaysCents : 0,
    return_d2d: hasReturn ? serviceFee(input.serviceB, 'd2d') : 0,
    return_d3d: hasReturn ? serviceFee(input.serviceB, 'd3d') : 0,
    tollways: outbound.tollwaysCents,
    return_tollways: hasReturn ? inbound.tollwaysCents : 0,
    payment_fee: 0,
  };
  const subtotal = Object.values(services).reduce((sum, cents) => sum + cents, 0);
  services.payment_fee = input.isCardPayment ? cardFeeCents(subtotal) : 0;
  const perDayCents = subtotal + services.payment_fee;
  return { services, perDayCents, days: input.days, totalCents: perDayCents * input.days };
}

/** The API shows dollars with two decimals; the database keeps cents. */
export const toDollars = (cents: number) => Math.round(cents) / 100;

export interface LegPrice {
  priceCents: number;
  feeCents: number;
}

/**
 * What each created ride row carries for one day: its leg's services, and its share of the day's card
 * fee (split by amount, so the two rows add up to the breakdown exactly).
 */
export function legPrices(
  result: PriceResult,
  hasReturn: boolean,
): { outbound: LegPrice; inbound: LegPrice | null } {
  const s = result.services;
  const outboundCents = s.ride + s.d2d + s.d3d + s.tollways;
  const inboundCents = s.return_ride + s.return_d2d + s.return_d3d + s.return_tollways;
  const total = outboundCents + inboundCents;
  const outboundFee = total === 0 ? s.payment_fee : Math.round((s.payment_fee * outboundCents) / total);
  return {
    outbound: { priceCents: outboundCents, feeCents: hasReturn ? outboundFee : s.payment_fee },
    inbound: hasReturn ? { priceCents: inboundCents, feeCents: s.payment_fee - outboundFee } : null,
  };
}

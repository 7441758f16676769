import type { Company, RideEstimate, RideType } from '@fleetdesk/contract';

/** Reference data and answers the wizard tests feed the fake API. */
const rideType = (id: number, companyId: number, companyName: string): RideType => ({
  id,
  company_id: companyId,
  company_name: companyName,
  display_name: 'Ambulatory',
  short_description: null,
  accessible: false,
  seats: 4,
  payment_types_supported: ['card', 'passenger'],
});

const facility: Company = {
  id: 50,
  name: 'Harlem Dialysis Center',
  status: 'active',
  type: 'contract',
  vendor_id: null,
  is_facility: true,
  broker_key: null,
};

export const settingsAnswer = {
  transaction_categories: [],
  ride_types: [
    rideType(1, 1, 'Sentry'),
    rideType(7, 39, 'Fleetdesk Rides'),
    rideType(8, 40, 'Hudson Corporate Travel'),
    { ...rideType(9, 50, 'Harlem Dialysis Center'), payment_types_supported: ['facility'] },
  ],
  settings: {},
  car_types: [],
  zones: [],
  default_affiliates_status: ['assigned'],
  fleets: [],
  facility_companies: [facility],
};

export const estimate = (id: number, rideTypeId: number, amount: number): RideEstimate => ({
  id,
  amount,
  amount_without_tollways: amount,
  tollways: 0,
  seats: 1,
  ride_type: {
    display_name: 'Ambulatory',
    payment_types_supported: rideTypeId === 9 ? ['facility'] : ['card', 'passenger'],
  },
  ride_type_id: rideTypeId,
  user_id: null,
  distance: 3.2,
  duration: 900,
  expires_at: '2099-01-01T00:00:00.000Z',
});

export const estimatesAnswer = (rideTypeId: number) => ({
  estimates: [estimate(301, rideTypeId, 24.5)],
  return_estimates: [estimate(302, rideTypeId, 23)],
  stats: { distance: 3.2, duration: 900, is_manual_fallback_used: true },
  groups: [],
});

export const priceAnswer = (days: number) => ({
  services: { ride: 24.5, d2d: 5, payment_fee: 0 },
  days,
  payment_amount: 29.5 * days,
});

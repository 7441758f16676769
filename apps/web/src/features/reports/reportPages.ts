import { reports } from '@fleetdesk/contract';

/** One report page of spec 3 §2: its call, its words, and the file it makes. */
export interface ReportPageSpec {
  endpoint:
    | typeof reports.exportTlcTripRecords
    | typeof reports.yellowCabTaxesMta
    | typeof reports.dailyRevenueStats
    | typeof reports.mtaOtpPickupAndAcceptance;
  title: string;
  description: string;
  /** "Submit" for the monthly reports, "Download" for the others (spec 3 §2: a submit or download button). */
  action: 'Submit' | 'Download';
}

export const REPORT_PAGES = {
  tlc: {
    endpoint: reports.exportTlcTripRecords,
    title: 'Export TLC Trip Records',
    description:
      "The base's trip records for the TLC: every finished trip with its pickup and drop-off time and taxi zone, the driver's and the vehicle's TLC licence, as the CSV the TLC accepts (named base licence and days). Records of a month are due by the end of the next month.",
    action: 'Submit',
  },
  taxes: {
    endpoint: reports.yellowCabTaxesMta,
    title: 'Yellow Cab Taxes MTA',
    description:
      'Yellow cab trips with the MTA tax ($0.50, city trips ending in the MCTD), the improvement surcharge ($1.00) and the congestion surcharge ($2.50, Manhattan south of 96th Street; none on MTA trips), and their monthly totals: a zip of two CSV files.',
    action: 'Submit',
  },
  revenue: {
    endpoint: reports.dailyRevenueStats,
    title: 'Daily Revenue Stats',
    description:
      'Per day: finished rides, revenue, broker amount, driver pay, margin, surge, cash, and pickups on time (within 20 minutes of the scheduled time), as CSV.',
    action: 'Download',
  },
  otp: {
    endpoint: reports.mtaOtpPickupAndAcceptance,
    title: 'MTA OTP Report',
    description:
      'Access-A-Ride trips per day: offered, accepted, picked up early or within 15, 20 and 30 minutes of the promised time, and appointment trips dropped off no more than 5 minutes late; with every trip listed: a zip of two CSV files.',
    action: 'Download',
  },
} as const satisfies Record<string, ReportPageSpec>;

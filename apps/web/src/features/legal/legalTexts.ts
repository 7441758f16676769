export interface LegalDocument {
  title: string;
  updated: string;
  sections: readonly { heading: string; body: string }[];
}

export const LEGAL_DOCUMENTS: Record<'terms' | 'privacy', LegalDocument> = {
  terms: {
    title: 'Terms & Conditions',
    updated: 'January 1, 2025',
    sections: [
      {
        heading: 'Who may use Fleetdesk',
        body: 'Fleetdesk is an internal tool for the staff of the operator and for the fleet operators it contracts with. Your account is personal: do not share your password or verification codes.',
      },
      {
        heading: 'Passenger and driver data',
        body: 'Rides, passengers, drivers and payments you see are confidential. Use them only to dispatch, support and bill rides, and never copy them out of the system except through its reports.',
      },
      {
        heading: 'Actions are recorded',
        body: 'Every change you make is written to an audit log with your name and the time. Do not act on a ride you were not asked to handle.',
      },
      {
        heading: 'Availability',
        body: 'The service may be updated at any time; an open page reloads itself after a short notice when a new version is deployed.',
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    updated: 'January 1, 2025',
    sections: [
      {
        heading: 'What we keep about you',
        body: 'Your name, e-mail, phone number, roles, sign-in times and the changes you make. Verification codes are stored hashed and expire after 10 minutes.',
      },
      {
        heading: 'Passenger information',
        body: 'Passenger names, phone numbers, addresses and medical transport needs are processed only to carry out rides, as agreed with the brokers and the city agencies that send them.',
      },
      {
        heading: 'This browser',
        body: 'The app keeps your session, saved filters and display settings in this browser’s local storage. Signing out ends the session; “Clear Local Storage” on the error page removes everything.',
      },
      {
        heading: 'Questions',
        body: 'Ask your administrator, who can see and correct the data held about your account.',
      },
    ],
  },
};

import type { OutgoingMessage } from '../../platform/adapters/notifier';

const SUBJECT = 'Your Fleetdesk phone number was changed';

/** The last four digits only: the notice must not hand the new number to whoever reads the old one. */
const describe = (phone: string | null) => (phone ? `a number ending in ${phone.slice(-4)}` : 'no number');

/** Notices of a phone change: to the account's e-mail, and by SMS to the number that was replaced. */
export function phoneChangedNotices(
  admin: { email: string; phoneNumber: string | null },
  newPhone: string | null,
): OutgoingMessage[] {
  const text = `The phone number of your Fleetdesk account was changed to ${describe(newPhone)}. If you did not do this, contact your administrator at once.`;
  const notices: OutgoingMessage[] = [{ channel: 'email', to: admin.email, subject: SUBJECT, text }];
  if (admin.phoneNumber) notices.push({ channel: 'sms', to: admin.phoneNumber, subject: SUBJECT, text });
  return notices;
}

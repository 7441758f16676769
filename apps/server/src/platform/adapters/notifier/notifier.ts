export interface OutgoingMessage {
  channel: 'sms' | 'email' | 'push';
  /** E-mail address, E.164 phone number, or `driver:<id>` for a push to a driver's app. */
  to: string;
  subject: string;
  text: string;
  /** What the embedded default writes to the server log in place of delivery. */
  logLine?: string;
  /** The text holds a sign-in code: the outbox keeps it only as long as it is the delivery channel. */
  holdsCode?: boolean;
}

/** Delivers a message to a person. Implementations: outbox (default), SMTP e-mail, HTTP SMS provider. */
export interface Notifier {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

import type { Notifier, OutgoingMessage } from './notifier';

/**
 * SMS through an HTTP provider: POST {from, to, body} as JSON with a bearer token to SMS_API_URL.
 * Most providers accept this shape directly or through a thin relay.
 */
export function createHttpSmsNotifier(options: { url: string; token?: string; from: string }): Notifier {
  return {
    name: 'http-sms',
    async send(message: OutgoingMessage) {
      if (message.channel !== 'sms') throw new Error('The SMS adapter sends SMS only');
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ from: options.from, to: message.to, body: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}

import { z } from 'zod';
import { CardDeclinedError, type CardTokeniser, type TokenisedCard } from './tokeniser';

/** The provider's token object (Stripe's shape): the card part never holds the full number. */
const TokenAnswer = z.object({
  id: z.string().min(1),
  card: z.object({
    brand: z.string(),
    last4: z.string().regex(/^\d{4}$/),
    exp_month: z.number().int().min(1).max(12),
    exp_year: z.number().int(),
  }),
});
const ErrorAnswer = z.object({ error: z.object({ message: z.string() }) });

/** The provider could not be reached or answered nonsense: not the card's fault. */
export class PaymentsUnavailableError extends Error {}

function toCard(answer: z.infer<typeof TokenAnswer>): TokenisedCard {
  return {
    token: answer.id,
    brand: answer.card.brand.toLowerCase(),
    last4: answer.card.last4,
    exp_month: answer.card.exp_month,
    exp_year: answer.card.exp_year,
  };
}

/**
 * A Stripe-compatible tokens API: `POST /v1/tokens` (form-encoded card fields) and
 * `GET /v1/tokens/{id}`, with the secret key as a bearer token. A 4xx with an error message is a
 * declined card; anything else unexpected is the provider being unavailable.
 */
export function createHttpTokeniser(options: {
  url: string;
  key?: string;
  timeoutMs?: number;
}): CardTokeniser {
  const base = options.url.replace(/\/+$/, '');
  const headers = (): Record<string, string> =>
    options.key ? { authorization: `Bearer ${options.key}` } : {};

  async function request(path: string, init: RequestInit): Promise<TokenisedCard> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        ...init,
        headers: { ...headers(), ...(init.headers as Record<string, string>) },
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new PaymentsUnavailableError(`payment provider unreachable: ${String(error)}`);
    }
    const json: unknown = await response.json().catch(() => null);
    if (response.ok) {
      const parsed = TokenAnswer.safeParse(json);
      if (parsed.success) return toCard(parsed.data);
      throw new PaymentsUnavailableError('payment provider answered an unexpected token object');
    }
    const error = ErrorAnswer.safeParse(json);
    if (response.status >= 400 && response.status < 500 && error.success)
      throw new CardDeclinedError(error.data.error.message);
    throw new PaymentsUnavailableError(`payment provider answered ${response.status}`);
  }

  return {
    tokenise(card) {
      const form = new URLSearchParams({
        'card[number]': card.number,
        'card[exp_month]': String(card.exp_month),
        'card[exp_year]': String(card.exp_year),
        'card[cvc]': card.cvc,
        'card[address_zip]': card.postal_code,
      });
      return request('/v1/tokens', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
    },
    describe(token) {
      return request(`/v1/tokens/${encodeURIComponent(token)}`, { method: 'GET' });
    },
  };
}

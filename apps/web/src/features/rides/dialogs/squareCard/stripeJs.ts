import { CARD_FIELD_MESSAGES, STRIPE_JS_URL } from '@fleetdesk/contract';

/** The part of Stripe.js the card form uses (https://docs.stripe.com/js). */
export interface StripeError {
  code?: string;
  message?: string;
}
export interface StripeCardChange {
  complete: boolean;
  empty: boolean;
  error?: StripeError;
}
export interface StripeCardElement {
  mount(container: HTMLElement): void;
  on(event: 'change', handler: (change: StripeCardChange) => void): void;
  destroy(): void;
}
export interface StripeJs {
  elements(): { create(type: 'card', options?: { style?: object }): StripeCardElement };
  createToken(card: StripeCardElement): Promise<{ token?: { id: string }; error?: StripeError }>;
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

let loading: Promise<NonNullable<Window['Stripe']>> | undefined;

/** Loads Stripe.js from Stripe once per page (it must never be bundled or self-hosted). */
function loadStripeJs(): Promise<NonNullable<Window['Stripe']>> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () =>
      window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not start'));
    script.onerror = () => {
      // The next opening tries again.
      script.remove();
      loading = undefined;
      reject(new Error('Stripe.js could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Stripe.js for a publishable key. */
export async function stripeFor(publishableKey: string): Promise<StripeJs> {
  const Stripe = await loadStripeJs();
  return Stripe(publishableKey);
}

const FIELD_OF_CODE: [RegExp, string][] = [
  [/number/, CARD_FIELD_MESSAGES.number],
  [/expiry/, CARD_FIELD_MESSAGES.expiry],
  [/cvc/, CARD_FIELD_MESSAGES.cvv],
  [/zip|postal/, CARD_FIELD_MESSAGES.postalCode],
];

/**
 * A fault in one of the element's fields (incomplete_number, invalid_expiry_year_past, incorrect_cvc,
 * incomplete_zip, ...) in the add-card form's words; anything else (a decline) in Stripe's own.
 */
export function stripeErrorText(error: StripeError): string | undefined {
  return FIELD_OF_CODE.find(([code]) => code.test(error.code ?? ''))?.[1] ?? error.message;
}

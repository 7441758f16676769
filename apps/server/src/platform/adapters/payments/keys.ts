/** The mode a Stripe-style key was made for: test or live. */
const modeOf = (key: string | undefined, prefix: RegExp) => prefix.exec(key ?? '')?.[1];

/**
 * Why the payment settings cannot serve a browser card form, or null (decision 181). The browser's tokens
 * are read back from the provider (GET /v1/tokens/{id}), so a publishable key needs the provider's URL;
 * and test-mode tokens are unknown to live mode and the other way round, so every card would be refused.
 */
export function publishableKeyProblem(settings: {
  apiUrl?: string;
  apiKey?: string;
  publishableKey?: string;
}): string | null {
  if (!settings.publishableKey) return null;
  if (!settings.apiUrl) return 'needs PAYMENTS_API_URL';
  const secretMode = modeOf(settings.apiKey, /^[sr]k_(test|live)_/);
  const publishableMode = modeOf(settings.publishableKey, /^pk_(test|live)_/);
  if (secretMode && publishableMode && secretMode !== publishableMode)
    return `a ${publishableMode} key beside a ${secretMode} PAYMENTS_API_KEY`;
  return null;
}

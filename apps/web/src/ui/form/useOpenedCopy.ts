import { useState } from 'react';

/**
 * The value as it was when the form opened. An edit form measures its changes against it and sends its
 * `updated_at`, so a record someone else changed meanwhile (the query behind the form refetches on focus
 * and after a reconnect) is refused as stale instead of quietly changed back.
 */
export function useOpenedCopy<T>(value: T): T {
  const [opened] = useState(value);
  return opened;
}

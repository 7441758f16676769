import { businessDay } from '../../../apps/server/src/platform/business-day';
import { E2E_PORT } from '../../support/env';
import type { Actor } from '../drivers/driver-page-api';

/** A 1×1 PNG: the smallest image the server's type sniffing and image library accept. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads a tiny PNG through POST /files (private, as document images are) and answers its URL. */
export async function uploadTinyPng(actor: Actor): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'scan.png');
  const response = await fetch(`http://127.0.0.1:${E2E_PORT}/api/v1/files?location=documents&public=0`, {
    method: 'POST',
    headers: { authorization: `Bearer ${actor.session.token}` },
    body: form,
  });
  const body = (await response.json()) as { data: { paths: { url: string }[] } };
  if (!response.ok) throw new Error(`POST /files: ${response.status} ${JSON.stringify(body)}`);
  return body.data.paths[0]?.url ?? '';
}

/** Adds a pending document with an image to a driver. */
export async function addDriverDocument(
  actor: Actor,
  driverId: number,
  type: string,
  expiresAt: string,
): Promise<number> {
  const url = await uploadTinyPng(actor);
  const answer = await actor.call<{ document: { id: number } }>('POST', '/documents', {
    entity_type: 'driver',
    entity_id: driverId,
    type,
    url,
    expires_at: expiresAt,
  });
  return answer.document.id;
}

/**
 * The date `days` from today in New York, where the server judges expiry (a UTC date is a day ahead
 * between 00:00 and 05:00 UTC, when yesterday's date would not yet count as expired).
 */
export const inDays = (days: number): string => businessDay(new Date(Date.now() + days * 86_400_000));

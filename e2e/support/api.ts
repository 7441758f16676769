import { E2E_PORT } from './env';

/** A JSON POST to the e2e server's API, as a client makes it; a refusal throws with its answer. */
export async function postJson<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${E2E_PORT}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

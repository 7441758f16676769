import { type AnyEndpoint, buildPath, type CallResult, files } from '@fleetdesk/contract';
import { useAppStore } from '../store/appStore';
import { answerError, basePathFor, toQueryString } from './client';
import { fetchAnswer } from './fetchAnswer';

/** Where a multipart call goes and what it carries besides its files. */
export interface UploadInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  /** Field name → files; a list sends the field once per file (`files[]`). */
  files: Record<string, File | Blob | readonly (File | Blob)[]>;
  /** Text fields sent beside the files; an undefined one is left out. */
  fields?: Record<string, string | undefined>;
}

function formDataOf({ files, fields = {} }: UploadInput): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) if (value !== undefined) form.append(field, value);
  for (const [field, value] of Object.entries(files)) {
    const list = Array.isArray(value) ? value : [value as File | Blob];
    for (const file of list) form.append(field, file);
  }
  return form;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    // A proxy in front of the server may answer 413 with its own page (spec 2 §8).
    return response.status === 413 ? { message: files.FILE_MESSAGES.tooLarge } : text;
  }
}

/**
 * Sends files to a multipart endpoint of the contract (`multipart: true`) with the stored session. The
 * browser sets the multipart boundary, so no Content-Type is given. Throws like `callEndpoint`.
 */
export async function uploadToEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  input: UploadInput,
  options: { signal?: AbortSignal } = {},
): Promise<CallResult<E>> {
  const { token, user } = useAppStore.getState();
  const base = basePathFor(endpoint, user?.is_fleet ?? false);
  const url = `${base}${buildPath(endpoint.path, input.params ?? {})}${toQueryString(input.query)}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetchAnswer(url, {
    method: 'POST',
    headers,
    body: formDataOf(input),
    signal: options.signal,
  });
  const body = await readBody(response);
  if (!response.ok) throw answerError(response, body, endpoint, token);
  return body as CallResult<E>;
}

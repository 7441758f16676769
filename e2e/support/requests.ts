import type { Page } from '@playwright/test';

/**
 * The POSTs the page sends to paths matching `path`, as the browser sends them: a double submit shows
 * here even when the server keeps one record.
 */
export function recordPosts(page: Page, path: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && path.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

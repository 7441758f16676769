import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The page's accessibility snapshot inside Playwright's error context (a fenced yaml block). */
const SNAPSHOT = /```yaml\n([\s\S]*?)```/;
/** Dialogs, menus and toasts are rendered at the end of the page: its last lines say most. */
const LINES_SHOWN = 60;

/**
 * Prints, after the run's summary, what the page showed when each test failed (the snapshot of
 * Playwright's error context), so a run on a machine whose artifacts are gone still tells why.
 */
export default class ErrorContextReporter implements Reporter {
  private readonly pages: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === test.expectedStatus) return;
    for (const attachment of result.attachments) {
      if (attachment.name !== 'error-context') continue;
      const text =
        attachment.body?.toString() ?? (attachment.path ? readFileSync(attachment.path, 'utf8') : '');
      const lines = SNAPSHOT.exec(text)?.[1]?.trimEnd().split('\n');
      if (!lines) continue;
      const shown = lines.length > LINES_SHOWN ? ` (its last ${LINES_SHOWN} of ${lines.length} lines)` : '';
      this.pages.push(
        `The page when "${test.title}" failed${shown}:\n${lines.slice(-LINES_SHOWN).join('\n')}`,
      );
    }
  }

  onEnd() {
    for (const page of this.pages) process.stdout.write(`\n${page}\n`);
  }

  printsToStdio() {
    return false;
  }
}

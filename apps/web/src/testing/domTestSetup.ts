import { beforeAll } from 'vitest';
import { speedUpLabelControl } from './fastLabelControl';

// Loaded before every test file (both vitest configs). Only files under `@vitest-environment jsdom`
// have a document; there, findBy… and waitFor wait up to 5 s instead of 1 s, because a lazily loaded
// part (the US map, a dialog step) can take longer than a second to import on a loaded 2-core machine.
// Labels find their control through the document's id index (fastLabelControl.ts): same answers, faster.
beforeAll(async () => {
  if (typeof document === 'undefined') return;
  speedUpLabelControl();
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
});

import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A component whose code downloads the first time it renders (inside a Suspense), so the first visit
 * loads only the shell: pages come with their routes, dialogs when opened, and with them the map
 * library, the grids and the forms. `pick` takes the component out of its module (exports are named).
 */
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

import { createRequire } from 'node:module';

/**
 * jsdom finds the control of `<label for=id>` by walking the whole document to the element with that
 * id, and `input.labels` asks every label of the document for its control: one `…ByLabelText` or
 * `…ByRole` query over a form of 40 fields walked the document tens of thousands of times (a third of
 * the create-ride wizard tests' time). This getter answers the same element from the document's own
 * id index when exactly one element of the document has that id, and leaves every other case (no such
 * id, duplicated ids, a label outside a document) to jsdom's own walk, so queries find what they found.
 */
interface ElementImpl {
  getAttributeNS(namespace: null, name: string): string | null;
  getRootNode(options: object): unknown;
}
interface DocumentImpl {
  _ids?: Record<string, ElementImpl[] | undefined>;
}

const require = createRequire(import.meta.url);
const PATCHED = Symbol.for('fleetdesk.fastLabelControl');

export function speedUpLabelControl(): void {
  const label = require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js').implementation.prototype;
  if (label[PATCHED]) return;
  const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js') as {
    isLabelable(node: ElementImpl): boolean;
  };
  const jsdomControl = Object.getOwnPropertyDescriptor(label, 'control')?.get;
  if (!jsdomControl) return;
  Object.defineProperty(label, 'control', {
    configurable: true,
    get(this: ElementImpl) {
      const id = this.getAttributeNS(null, 'for');
      const root = id ? (this.getRootNode({}) as DocumentImpl) : undefined;
      const withId = id
        ? root?._ids?.[id]?.filter(
            (el) => el.getRootNode({}) === root && el.getAttributeNS(null, 'id') === id,
          )
        : undefined;
      if (withId?.length === 1) {
        const [target] = withId as [ElementImpl];
        return isLabelable(target) ? target : null;
      }
      return jsdomControl.call(this);
    },
  });
  label[PATCHED] = true;
}

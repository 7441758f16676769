import { type ComponentType, Suspense } from 'react';
import { closeDialogInstance, useDialogStore } from './dialogStore';
import type { DialogControl, DialogPropsByKey, RegisteredDialogKey } from './dialogTypes';

export type DialogComponents = {
  [K in RegisteredDialogKey]: ComponentType<DialogPropsByKey[K] & DialogControl>;
};

/** Renders the open (and closing) dialogs of the dialog manager. */
export function DialogHost({ components }: { components: DialogComponents }) {
  const entries = useDialogStore((state) => state.entries);
  return entries.map((entry) => {
    // The store keeps props untyped; `openDialog` checked them against the key when the entry was made.
    const Dialog = components[entry.key as RegisteredDialogKey] as ComponentType<DialogControl>;
    // A dialog's code loads when it first opens: nothing shows until it has come.
    return (
      <Suspense key={entry.id} fallback={null}>
        <Dialog
          {...(entry.props as object)}
          open={entry.open}
          onClose={() => closeDialogInstance(entry.id)}
        />
      </Suspense>
    );
  });
}

import { useEffect } from 'react';

/** Names the browser tab after the page: `<title> · Fleetdesk`. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Fleetdesk`;
  }, [title]);
}

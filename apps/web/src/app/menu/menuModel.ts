import type { SvgIconComponent } from '@mui/icons-material';
import type { Guarded, Viewer } from '../guards/access';
import { canOpen } from '../guards/access';

export interface MenuEntry extends Guarded {
  kind: 'entry';
  label: string;
  path: string;
  icon: SvgIconComponent;
  /** Path prefixes that also select this entry (its own path always does). */
  matches: readonly string[];
}

export interface MenuGroup {
  kind: 'group';
  label: string;
  icon: SvgIconComponent;
  children: readonly MenuEntry[];
}

export type MenuItem = MenuEntry | MenuGroup;

/**
 * The menu a viewer sees (spec 1 §2.2): entries they may open; a group with one visible child becomes
 * that child; a group with none is hidden.
 */
export function visibleMenu(items: readonly MenuItem[], viewer: Viewer): MenuItem[] {
  return items.flatMap((item): MenuItem[] => {
    if (item.kind === 'entry') return canOpen(item, viewer) ? [item] : [];
    const children = item.children.filter((child) => canOpen(child, viewer));
    if (children.length === 0) return [];
    if (children.length === 1) return children;
    return [{ ...item, children }];
  });
}

const isUnder = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The entry (or group holding it) that the current path selects. */
export function isItemActive(item: MenuItem, pathname: string): boolean {
  if (item.kind === 'group') return item.children.some((child) => isItemActive(child, pathname));
  return [item.path, ...item.matches].some((prefix) => isUnder(pathname, prefix));
}

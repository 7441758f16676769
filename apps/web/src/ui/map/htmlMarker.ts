export type HtmlMarkerKind = 'pin' | 'badge' | 'arrow';

/** One HTML marker of a map: what it shows and where. */
export interface HtmlMarkerSpec {
  id: string;
  kind: HtmlMarkerKind;
  lon: number;
  lat: number;
  /** What a screen reader (and a browser test) calls it. */
  ariaLabel: string;
  text?: string;
  title?: string;
  color: string;
  /** A pin drawn hollow, a badge drawn faded: something secondary. */
  muted?: boolean;
  selected?: boolean;
  /** Degrees clockwise from north (an arrow's heading). */
  rotation?: number;
  /** Stacking among the markers: higher is drawn above (a selected marker goes above all). */
  layer?: number;
  /** Pixels, added to the anchor (a displaced waypoint). */
  offset?: [number, number];
  onClick?: () => void;
}

const HEADING_ARROW_SVG =
  '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M12 2 19.5 21 12 16.5 4.5 21Z" fill="#fff"/></svg>';

const SELECTED_LAYER = 10;

export const MARKER_ANCHORS: Record<HtmlMarkerKind, 'bottom' | 'center'> = {
  pin: 'bottom',
  badge: 'center',
  arrow: 'center',
};

/**
 * Fills the marker's content element. MapLibre owns the outer element (it moves it with a transform
 * and keeps its own classes on it), so everything of ours lives on an inner element; a clickable marker
 * is a real button so it can be reached with the keyboard.
 */
export function renderMarkerContent(container: HTMLElement, spec: HtmlMarkerSpec): HTMLElement {
  const tag = spec.onClick ? 'BUTTON' : 'DIV';
  let content = container.firstElementChild as HTMLElement | null;
  if (!content || content.tagName !== tag) {
    content = document.createElement(tag);
    if (tag === 'BUTTON') (content as HTMLButtonElement).type = 'button';
    container.replaceChildren(content);
  }
  const classes = ['fd-marker', `fd-${spec.kind}`];
  if (spec.muted) classes.push(spec.kind === 'pin' ? 'fd-pin--muted' : 'fd-badge--offline');
  if (spec.selected) classes.push('fd-marker--selected');
  content.className = classes.join(' ');
  content.setAttribute('aria-label', spec.ariaLabel);
  if (spec.selected) content.setAttribute('aria-pressed', 'true');
  else content.removeAttribute('aria-pressed');
  content.title = spec.title ?? spec.ariaLabel;
  content.style.setProperty('--fd-marker-color', spec.color);
  content.onclick = spec.onClick
    ? (event) => {
        // The map must not treat the click as a click on the map underneath.
        event.stopPropagation();
        spec.onClick?.();
      }
    : null;

  if (spec.kind === 'pin') {
    let text = content.firstElementChild as HTMLElement | null;
    if (!text) {
      text = document.createElement('span');
      text.className = 'fd-marker__text';
      content.replaceChildren(text);
    }
    text.textContent = spec.text ?? '';
  } else if (spec.kind === 'badge') {
    content.textContent = spec.text ?? '';
  } else if (!content.firstElementChild) {
    // A navigation arrow: unlike a plain triangle it reads the same way at every heading.
    content.innerHTML = HEADING_ARROW_SVG;
  }
  container.style.zIndex = String(spec.selected ? SELECTED_LAYER : (spec.layer ?? 0));
  return content;
}

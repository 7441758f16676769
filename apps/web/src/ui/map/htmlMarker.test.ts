// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { type HtmlMarkerSpec, renderMarkerContent } from './htmlMarker';

const pin: HtmlMarkerSpec = {
  id: 'pickup',
  kind: 'pin',
  lat: 40.7,
  lon: -73.9,
  text: 'P',
  ariaLabel: 'Pickup: 1 Main St',
  color: '#2e7d32',
};

describe('renderMarkerContent', () => {
  it('draws a pin with its letter, name and colour inside the container MapLibre owns', () => {
    const container = document.createElement('div');
    container.className = 'maplibregl-marker';
    const content = renderMarkerContent(container, pin);
    expect(container.className).toBe('maplibregl-marker');
    expect(content.tagName).toBe('DIV');
    expect(content.className).toBe('fd-marker fd-pin');
    expect(content.getAttribute('aria-label')).toBe('Pickup: 1 Main St');
    expect(content.textContent).toBe('P');
    expect(content.style.getPropertyValue('--fd-marker-color')).toBe('#2e7d32');
  });

  it('makes a clickable marker a button and swaps back to a plain element without a handler', () => {
    const onClick = vi.fn();
    const container = document.createElement('div');
    const button = renderMarkerContent(container, {
      ...pin,
      kind: 'badge',
      text: '#7',
      onClick,
      selected: true,
    });
    expect(button.tagName).toBe('BUTTON');
    expect(button.className).toBe('fd-marker fd-badge fd-marker--selected');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);

    const plain = renderMarkerContent(container, { ...pin, kind: 'badge', text: '#7', muted: true });
    expect(plain.tagName).toBe('DIV');
    expect(container.children).toHaveLength(1);
    expect(plain.className).toBe('fd-marker fd-badge fd-badge--offline');
    expect(plain.hasAttribute('aria-pressed')).toBe(false);
  });

  it('updates an existing marker in place', () => {
    const container = document.createElement('div');
    const first = renderMarkerContent(container, pin);
    const second = renderMarkerContent(container, { ...pin, text: 'D', ariaLabel: 'Dropoff: 2 Main St' });
    expect(second).toBe(first);
    expect(second.textContent).toBe('D');
    expect(second.title).toBe('Dropoff: 2 Main St');
  });

  it('draws an arrow once and keeps it across updates', () => {
    const container = document.createElement('div');
    const arrow = renderMarkerContent(container, { ...pin, kind: 'arrow', rotation: 300 });
    const svg = arrow.querySelector('svg');
    expect(svg).not.toBeNull();
    renderMarkerContent(container, { ...pin, kind: 'arrow', rotation: 10 });
    expect(arrow.querySelector('svg')).toBe(svg);
    expect(arrow.className).toBe('fd-marker fd-arrow');
  });
});

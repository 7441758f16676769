import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { startAnotherInstance } from '../../support/instances';
import { expectMapSettled } from '../../support/map';
import { shot } from '../../support/shots';
import { acceptedRideOfLocatedDriver } from '../locations/driverRides';
import { openRidesMapOn } from '../rides/ridesMap';

type Rgb = readonly [number, number, number];

/**
 * The least share of the map's pixels its base layer shows through: the demo's zones, ride paths, cars
 * and labels cover up to about half of a city-wide view. The other layer's colours must be absent.
 */
const BASE_LAYER_SHARE = 0.3;

/** The tile service's land colour: nothing of the offline base layer is magenta. */
const STYLE_FILL: Rgb = [255, 0, 255];
const STYLE_ATTRIBUTION = 'Test tiles © Fleetdesk e2e tile service';
/** The offline base layer's light water, land and city (MAP_PALETTES.light in apps/web). */
const OFFLINE_COLOURS: readonly Rgb[] = [
  [0xc9, 0xdf, 0xf0],
  [0xee, 0xeb, 0xe4],
  [0xfb, 0xf9, 0xf4],
];

/** A MapLibre style as a tile service serves it: a GeoJSON source over the whole region, filled magenta. */
const STYLE = {
  version: 8,
  name: 'e2e tile service',
  sources: {
    region: {
      type: 'geojson',
      attribution: STYLE_ATTRIBUTION,
      data: {
        type: 'Polygon',
        coordinates: [
          [
            [-80, 36],
            [-66, 36],
            [-66, 46],
            [-80, 46],
            [-80, 36],
          ],
        ],
      },
    },
  },
  layers: [
    { id: 'sea', type: 'background', paint: { 'background-color': '#003300' } },
    { id: 'region', type: 'fill', source: 'region', paint: { 'fill-color': `rgb(${STYLE_FILL.join(',')})` } },
  ],
};

/** Serves the style on a free local port, as a tile service would (CORS open: the page is elsewhere). */
async function serveStyle(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    if (request.url !== '/styles/e2e/style.json') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    response.end(JSON.stringify(STYLE));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/styles/e2e/style.json` };
}

/**
 * The share of the map's pixels (as a person sees them: a screenshot) within a few levels of one of
 * `colours`. The browser decodes the picture, so no image library is needed.
 */
async function shareOfColours(page: Page, map: Locator, colours: readonly Rgb[]): Promise<number> {
  const png = (await map.screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, colours }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      let matching = 0;
      for (let i = 0; i < data.length; i += 4) {
        const pixel = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
        if (colours.some((c) => c.every((level, k) => Math.abs(level - (pixel[k] ?? 0)) <= 6))) matching++;
      }
      return matching / (data.length / 4);
    },
    { png, colours },
  );
}

async function openRidesMap(page: Page): Promise<Locator> {
  const ride = await acceptedRideOfLocatedDriver();
  const map = await openRidesMapOn(page, ride.id);
  // The map has fitted itself to the ride and drawn it.
  await expect(map.getByLabel(/^Car of driver #\d+/)).toBeVisible();
  await expectMapSettled(map);
  return map;
}

test('without MAP_STYLE_URL the maps draw the offline base layer', async ({ page }) => {
  const map = await openRidesMap(page);
  await expect(map).toHaveAttribute('data-base-layer', 'offline');
  expect(await shareOfColours(page, map, OFFLINE_COLOURS)).toBeGreaterThan(BASE_LAYER_SHARE);
  expect(await shareOfColours(page, map, [STYLE_FILL])).toBe(0);
});

test("with MAP_STYLE_URL the maps draw the tile service's style and credit it", async ({ browser }) => {
  const style = await serveStyle();
  const instance = await startAnotherInstance({
    // The version the browsers already run: no "new version" banner on the other specs' pages.
    version: process.env.FLEETDESK_VERSION ?? 'e2e',
    env: { MAP_STYLE_URL: style.url, SIMULATOR: 'false' },
  });
  const context = await browser.newContext({ baseURL: instance.url });
  try {
    const page = await context.newPage();
    const map = await openRidesMap(page);
    await expect(map).toHaveAttribute('data-base-layer', 'tile-service');
    expect(await shareOfColours(page, map, [STYLE_FILL])).toBeGreaterThan(BASE_LAYER_SHARE);
    expect(await shareOfColours(page, map, OFFLINE_COLOURS)).toBeLessThan(0.01);
    await expect(map.locator('.maplibregl-ctrl-attrib')).toContainText(STYLE_ATTRIBUTION);
    await shot(map, 'map-tile-service-style');
  } finally {
    await context.close();
    await instance.stop();
    style.server.close();
  }
});

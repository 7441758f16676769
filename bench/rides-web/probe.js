// Injected into the rides page before the app starts (Playwright addInitScript), so every timestamp is
// taken inside the browser on one clock (performance.now()), not through Playwright round trips.
// Plain JavaScript on purpose: a transpiled function handed to the page can carry bundler helpers.
//
// window.__ridesBench.armListLoad(spec) / armRowUpdate(spec) start watching and return at once; the
// caller then acts (clicks 500 rows per page, or edits a ride over the API) and collects the timings
// with window.__ridesBench.result().
(() => {
  const TIMEOUT_MS = 20_000;
  /** Socket.IO frames of app_action events, with the time each arrived. */
  const socketFrames = [];
  const NativeWebSocket = window.WebSocket;
  class TimedWebSocket extends NativeWebSocket {
    constructor(...args) {
      super(...args);
      // Added before Socket.IO sets its onmessage handler, so this runs first for every frame.
      this.addEventListener('message', (event) => {
        if (typeof event.data === 'string' && event.data.includes('"app_action"')) {
          socketFrames.push({ at: performance.now(), data: event.data });
        }
      });
    }
  }
  window.WebSocket = TimedWebSocket;

  const tableBody = () => document.querySelector('table[aria-label="Rides"] tbody');
  const rideRows = () => tableBody()?.querySelectorAll('tr[data-ride-id]') ?? [];
  /**
   * The rides the table lists: the table is virtualised (only the rows in view are in the DOM), so its
   * aria-rowcount (header row included) tells the whole list; the DOM rows where it is absent.
   */
  const listedRows = () => {
    const rowCount = Number(
      document.querySelector('table[aria-label="Rides"]')?.getAttribute('aria-rowcount'),
    );
    return rowCount > 0 ? rowCount - 1 : rideRows().length;
  };

  /**
   * The time after the browser painted the current frame: a task posted from requestAnimationFrame runs
   * once that frame's style, layout and paint are done.
   */
  const afterNextPaint = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      }),
    );

  /** When `isDone()` first holds after a DOM change: the end of the commit that made it true. */
  const whenDom = (what, isDone) =>
    new Promise((resolve, reject) => {
      const observer = new MutationObserver(() => {
        if (!isDone()) return;
        const at = performance.now();
        observer.disconnect();
        clearTimeout(timer);
        resolve(at);
      });
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error(`timed out waiting for ${what}`));
      }, TIMEOUT_MS);
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });

  /** The end of the first fetch of GET /rides whose URL holds every one of `parts`. */
  const whenRidesResponse = (parts) =>
    new Promise((resolve) => {
      const observer = new PerformanceObserver((list) => {
        const entry = list
          .getEntries()
          .find((e) => e.name.includes('/api/v1/rides?') && parts.every((part) => e.name.includes(part)));
        if (!entry) return;
        observer.disconnect();
        resolve(entry.responseEnd);
      });
      observer.observe({ type: 'resource' });
    });

  let pending = null;

  window.__ridesBench = {
    /** Watches for the GET /rides answer with `urlParts` and the table showing `rows` new rows. */
    armListLoad({ urlParts, rows }) {
      const before = rideRows();
      const firstBefore = before[0]?.dataset.rideId;
      const countBefore = listedRows();
      const response = whenRidesResponse(urlParts);
      const shown = whenDom(`${rows} rows`, () => {
        const now = rideRows();
        return (
          now.length > 0 &&
          listedRows() === rows &&
          (countBefore !== rows || now[0]?.dataset.rideId !== firstBefore)
        );
      });
      pending = (async () => {
        const committedAt = await shown;
        const paintedAt = await afterNextPaint();
        const responseEndAt = await response;
        return { responseEndAt, committedAt, paintedAt, rows: listedRows(), renderedRows: rideRows().length };
      })();
    },

    /** Watches for the socket frame about `rideId` carrying `text`, and the row showing `text`. */
    armRowUpdate({ rideId, text }) {
      const since = socketFrames.length;
      const selector = `tr[data-ride-id="${rideId}"]`;
      const shown = whenDom(`row ${rideId} to show ${text}`, () =>
        document.querySelector(selector)?.textContent.includes(text),
      );
      pending = (async () => {
        const committedAt = await shown;
        const paintedAt = await afterNextPaint();
        const frame = socketFrames
          .slice(since)
          .find((f) => f.data.includes(`"ride_id":${rideId}`) && f.data.includes(text));
        if (!frame) throw new Error(`the row changed without a socket frame about ride ${rideId}`);
        return { messageAt: frame.at, committedAt, paintedAt };
      })();
    },

    result() {
      const result = pending;
      pending = null;
      return result;
    },

    /** The ride ids of the table, top to bottom. */
    rideIds() {
      return [...rideRows()].map((row) => Number(row.dataset.rideId));
    },
  };
})();

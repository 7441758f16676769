// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { useAppStore } from './appStore';
import { INITIAL_RIDES_VIEW, STORE_STORAGE_KEY } from './persistedState';

/** A reload: the in-memory store is gone and comes back from what local storage holds. */
async function reload() {
  const saved = localStorage.getItem(STORE_STORAGE_KEY) as string;
  useAppStore.setState({ ridesView: INITIAL_RIDES_VIEW, noteDrafts: {}, rideChips: [] });
  localStorage.setItem(STORE_STORAGE_KEY, saved);
  await useAppStore.persist.rehydrate();
}

describe('the saved app store', () => {
  it('brings the rides view, note drafts and chips back after a reload', async () => {
    const view = {
      statusTab: 'assigned',
      quickFilter: 'active' as const,
      dayRange: { from: '2026-03-01', to: '2026-03-10' },
      zones: [2],
      destinationZones: [3],
    };
    useAppStore.getState().setRidesView(view);
    useAppStore.getState().setNoteDraft('ride:9', 'gate code 42');
    useAppStore.getState().setRideChips(['id:9']);
    await reload();
    expect(useAppStore.getState()).toMatchObject({
      ridesView: view,
      noteDrafts: { 'ride:9': 'gate code 42' },
      rideChips: ['id:9'],
    });
  });

  it('reads a stored current-version snapshot defensively: a broken view falls back', async () => {
    const stored = JSON.parse(localStorage.getItem(STORE_STORAGE_KEY) as string);
    stored.state.ridesView = { statusTab: 42, zones: 'all' };
    localStorage.setItem(STORE_STORAGE_KEY, JSON.stringify(stored));
    await reload();
    expect(useAppStore.getState().ridesView).toEqual(INITIAL_RIDES_VIEW);
  });

  it('forgets the view, the drafts and "don\'t ask again" when another user signs in', () => {
    useAppStore.getState().setRidesView({ statusTab: 'pending', zones: [1] });
    useAppStore.getState().setNoteDraft('ride:1', 'x');
    useAppStore.getState().suppressConfirm('assign', Date.now() + 60_000);
    useAppStore.getState().resetUserData();
    expect(useAppStore.getState()).toMatchObject({
      ridesView: INITIAL_RIDES_VIEW,
      noteDrafts: {},
      confirmSuppressedUntil: {},
    });
  });

  it("replaces the chips with a search link's chip", () => {
    useAppStore.setState({ rideChips: ['uname:ann', 'pu:main'] });
    useAppStore.getState().setRideChips(['id:5']);
    expect(useAppStore.getState().rideChips).toEqual(['id:5']);
  });
});

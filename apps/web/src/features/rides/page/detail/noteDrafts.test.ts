// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../../../store/appStore';
import { STORE_STORAGE_KEY } from '../../../../store/persistedState';
import { noteDraftKey, setNoteDraft } from './noteDrafts';

const savedDrafts = () => JSON.parse(localStorage.getItem(STORE_STORAGE_KEY) ?? '{}').state?.noteDrafts;

describe('ride note drafts', () => {
  beforeEach(() => useAppStore.setState({ noteDrafts: {} }));

  it('keeps one draft per ride and category in local storage and forgets a cleared one', () => {
    setNoteDraft(noteDraftKey(1, 'ride'), 'call the rider');
    setNoteDraft(noteDraftKey(2, 'ride'), 'gate code 42');
    setNoteDraft(noteDraftKey(2, 'billing'), 'refund $5');
    expect(savedDrafts()).toEqual({
      'ride:1': 'call the rider',
      'ride:2': 'gate code 42',
      'billing:2': 'refund $5',
    });
    setNoteDraft(noteDraftKey(1, 'ride'), '');
    expect(savedDrafts()).toEqual({ 'ride:2': 'gate code 42', 'billing:2': 'refund $5' });
  });
});

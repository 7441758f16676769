// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../testing/renderDialog';
import { PlaceFields } from './PlaceFields';

interface Values {
  start: { address: string; lat: string; lon: string };
}

function StartPlace({ disabled, address = '' }: { disabled?: boolean; address?: string }) {
  const { control } = useForm<Values>({ defaultValues: { start: { address, lat: '', lon: '' } } });
  return <PlaceFields control={control} name="start" label="Start address" disabled={disabled} />;
}

/** The fields locked until "Unlock" is pressed, as a dialog locks them while it saves. */
function LockedStartPlace({ address }: { address: string }) {
  const [locked, setLocked] = useState(true);
  return (
    <>
      <StartPlace disabled={locked} address={address} />
      <button type="button" onClick={() => setLocked(false)}>
        Unlock
      </button>
    </>
  );
}

const HARLEM_DIALYSIS = {
  address: '215 W 125th St, New York, NY 10027',
  lat: 40.8095,
  lon: -73.9485,
  source: 'known',
};
const answers = {
  'GET /api/v1/places/autocomplete': {
    places: [
      HARLEM_DIALYSIS,
      { address: 'Harlem, New York, NY 10027', lat: 40.8116, lon: -73.9533, source: 'zip' },
    ],
  },
};
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const autocompleteCalls = (calls: { url: string }[]) =>
  calls.filter((c) => c.url.includes('/places/autocomplete'));
/** Well past the typing pause after which the field asks for suggestions, and the answer rendered. */
const waitOutTheDebounce = () => act(() => vi.advanceTimersByTimeAsync(1_000));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PlaceFields', () => {
  it('suggests addresses as the dispatcher types, and a chosen one fills address, latitude and longitude', async () => {
    const { calls } = renderWithApi(<StartPlace />, answers);
    for (const text of ['215', '215 W', '215 W 125'])
      fireEvent.change(input(/Start address/), { target: { value: text } });
    fireEvent.click(await screen.findByRole('option', { name: HARLEM_DIALYSIS.address }));
    expect(input(/Start address/).value).toBe(HARLEM_DIALYSIS.address);
    expect(input(/Latitude/).value).toBe('40.8095');
    expect(input(/Longitude/).value).toBe('-73.9485');
    // One debounced call for the whole typed text, not one per key.
    const asked = calls.filter((c) => c.url.includes('/places/autocomplete'));
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0]?.url ?? '', 'http://x').searchParams.get('q')).toBe('215 W 125');
  });

  it('keeps a typed address as typed and still takes pasted "lat, lon" coordinates', async () => {
    vi.useFakeTimers();
    const { calls } = renderWithApi(<StartPlace />, answers);
    fireEvent.change(input(/Start address/), { target: { value: '12' } });
    fireEvent.change(input(/Latitude/), { target: { value: '40.7506, -73.9935' } });
    expect(input(/Latitude/).value).toBe('40.7506');
    expect(input(/Longitude/).value).toBe('-73.9935');
    // Two characters are too few to search; a third makes the same pause ask.
    await waitOutTheDebounce();
    expect(autocompleteCalls(calls)).toHaveLength(0);
    expect(input(/Start address/).value).toBe('12');
    fireEvent.change(input(/Start address/), { target: { value: '123' } });
    await waitOutTheDebounce();
    expect(autocompleteCalls(calls)).toHaveLength(1);
  });

  it('asks nothing while the fields are locked', async () => {
    vi.useFakeTimers();
    const { calls } = renderWithApi(<LockedStartPlace address="215 W 125th St" />, answers);
    expect(input(/Start address/).disabled).toBe(true);
    await waitOutTheDebounce();
    expect(calls).toHaveLength(0);
    // The same address, unlocked, is searched after the same pause.
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitOutTheDebounce();
    expect(autocompleteCalls(calls)).toHaveLength(1);
  });
});

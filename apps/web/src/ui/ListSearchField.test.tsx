// @vitest-environment jsdom
import { cars, maxCharactersMessage } from '@fleetdesk/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListSearchField } from './ListSearchField';

const type = (text: string) => fireEvent.change(screen.getByLabelText('Search'), { target: { value: text } });
const pause = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a list search box', () => {
  it('asks once the typing pauses, with the last text, and never with text its rule refuses', () => {
    const onSearch = vi.fn();
    render(
      <ListSearchField
        list={cars.listCars}
        applied=""
        onSearch={onSearch}
        delayMs={400}
        placeholder="Plate"
      />,
    );
    type('T1');
    pause(200);
    type('T123');
    pause(399);
    expect(onSearch).not.toHaveBeenCalled();
    pause(1);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('T123');

    type('A'.repeat(101));
    expect(screen.getByText(maxCharactersMessage(100))).toBeTruthy();
    pause(1000);
    expect(onSearch).toHaveBeenCalledOnce();
  });

  it('starts from the search the list applies and asks nothing for it', () => {
    const onSearch = vi.fn();
    render(
      <ListSearchField
        list={cars.listCars}
        applied="Camry"
        onSearch={onSearch}
        delayMs={400}
        placeholder="Plate"
      />,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Search').value).toBe('Camry');
    pause(1000);
    expect(onSearch).not.toHaveBeenCalled();
  });
});

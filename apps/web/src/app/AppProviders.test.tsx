// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { enqueueSnackbar } from 'notistack';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from './AppProviders';

afterEach(cleanup);

describe('toasts', () => {
  it('shows a toast already on screen once, and different toasts each', () => {
    render(<AppProviders>page</AppProviders>);
    act(() => {
      for (let call = 0; call < 5; call += 1)
        enqueueSnackbar('Please try again! Something wrong', { variant: 'error' });
      enqueueSnackbar('2026-12-01: The pickup time has passed', { variant: 'error' });
    });
    expect(screen.getAllByText('Please try again! Something wrong')).toHaveLength(1);
    expect(screen.getByText('2026-12-01: The pickup time has passed')).toBeTruthy();
  });
});

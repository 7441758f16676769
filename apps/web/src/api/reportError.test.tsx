// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { NoAnswerError } from './fetchAnswer';
import { reportError } from './reportError';

afterEach(cleanup);

describe('reportError', () => {
  it('shows one toast for calls failing for one cause, and each toast of a user’s own action', () => {
    render(<SnackbarProvider maxSnack={6} />);
    act(() => {
      for (let call = 0; call < 5; call += 1)
        reportError(new NoAnswerError(new TypeError('Failed to fetch')));
      reportError(new ApiError(422, { message: 'The pickup time has passed' }));
      enqueueSnackbar('Great! You have updated document', { variant: 'success' });
      enqueueSnackbar('Great! You have updated document', { variant: 'success' });
    });
    expect(screen.getAllByText('Please try again! Something wrong')).toHaveLength(1);
    expect(screen.getByText('Please try again! The pickup time has passed')).toBeTruthy();
    expect(screen.getAllByText('Great! You have updated document')).toHaveLength(2);
  });
});

// @vitest-environment jsdom
import { Button } from '@mui/material';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NoAccess } from './NoAccess';

afterEach(cleanup);

describe('NoAccess', () => {
  it('leaves the control alone when the permission is held', () => {
    render(
      <NoAccess allowed>
        <Button>Release MP</Button>
      </NoAccess>,
    );
    expect(screen.getByRole('button', { name: 'Release MP' }).hasAttribute('disabled')).toBe(false);
  });

  it("disables the control and says 'Access denied' without it", async () => {
    render(
      <NoAccess allowed={false}>
        <Button>Release MP</Button>
      </NoAccess>,
    );
    const button = screen.getByRole('button', { name: 'Release MP' });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.mouseOver(button.parentElement as HTMLElement);
    expect(await screen.findByText('Access denied')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { Button } from '@mui/material';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DISPATCHER } from '../features/rides/dialogs/testing/renderDialog';
import { useAppStore } from '../store/appStore';
import { maySubmit, NoAccess, SubmitAccess } from './NoAccess';

afterEach(cleanup);

const staff = (patch: Partial<typeof TEST_DISPATCHER> = {}) => ({ ...TEST_DISPATCHER, ...patch });

describe('NoAccess', () => {
  it('leaves the control alone when allowed', () => {
    render(
      <NoAccess allowed>
        <Button type="submit">Revive</Button>
      </NoAccess>,
    );
    expect(screen.getByRole('button', { name: 'Revive' }).hasAttribute('disabled')).toBe(false);
  });

  it("greys the submit and makes it read 'Access denied' (and no longer submit) when not", () => {
    render(
      <NoAccess allowed={false}>
        <Button type="submit">Revive</Button>
      </NoAccess>,
    );
    const button = screen.getByRole('button', { name: 'Access denied' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('type')).toBe('button');
    expect(screen.queryByRole('button', { name: 'Revive' })).toBeNull();
  });

  it('SubmitAccess reads the session: read-only admins are refused every write', () => {
    useAppStore.setState({ user: staff({ is_read_only: true }), permissions: [] });
    render(
      <SubmitAccess>
        <Button type="submit">Save</Button>
      </SubmitAccess>,
    );
    expect(screen.getByRole('button', { name: 'Access denied' })).toBeTruthy();
  });
});

describe('maySubmit', () => {
  it('needs a user who is not read-only, and the key when the write names one', () => {
    const key = 'admin_settings.release_rides' as const;
    expect(maySubmit({ user: null, permissions: [] }, null)).toBe(false);
    expect(maySubmit({ user: staff(), permissions: [] }, null)).toBe(true);
    expect(maySubmit({ user: staff({ is_read_only: true }), permissions: [key] }, null)).toBe(false);
    expect(maySubmit({ user: staff(), permissions: [] }, key)).toBe(false);
    expect(maySubmit({ user: staff(), permissions: [key] }, key)).toBe(true);
    expect(maySubmit({ user: staff({ super_admin: true }), permissions: [] }, key)).toBe(true);
    expect(maySubmit({ user: staff({ is_read_only: true, super_admin: true }), permissions: [] }, key)).toBe(
      false,
    );
    expect(maySubmit({ user: staff({ is_fleet: true }), permissions: [] }, null)).toBe(true);
    expect(maySubmit({ user: staff({ is_fleet: true }), permissions: [key] }, key)).toBe(false);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../lib/testing/fake-api';
import { RegisterForm } from './register-form';

function setup() {
  const user = userEvent.setup();
  render(<RegisterForm onSignedIn={vi.fn()} onNeedsCode={vi.fn()} onLogin={vi.fn()} />);
  return {
    user,
    password: screen.getByLabelText('Password'),
    confirm: screen.getByLabelText('Confirm password'),
  };
}

describe('registration form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the invitation it was opened with in the register call', async () => {
    const calls = fakeApi({
      'POST /api/auth/register': () => ({
        status: 403,
        body: {
          code: 'REGISTRATION_CLOSED',
          message: 'This invitation has been used or has expired. Ask for a new one.',
        },
      }),
    });
    const user = userEvent.setup();
    render(
      <RegisterForm invitation="tok-123" onSignedIn={vi.fn()} onNeedsCode={vi.fn()} onLogin={vi.fn()} />,
    );
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass-1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const sent = calls.find((c) => c.line === 'POST /api/auth/register');
    expect(sent?.body).toMatchObject({ email: 'ada@example.com', invitation: 'tok-123' });
  });

  it('names the minimum length while 1 to 7 characters are typed', async () => {
    const { user, password } = setup();
    expect(screen.queryByText('Password must be at least 8 characters')).toBeNull();
    await user.type(password, 'abc');
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    await user.type(password, 'defgh');
    expect(screen.queryByText('Password must be at least 8 characters')).toBeNull();
  });

  it('shows the strength label and the tips box only while weak', async () => {
    const { user, password } = setup();
    await user.type(password, 'abcdef');
    expect(screen.getByText('Weak')).toBeTruthy();
    expect(screen.getByText('Tips for a stronger password')).toBeTruthy();
    await user.clear(password);
    await user.type(password, 'Abcdef1!');
    expect(screen.getByText('Strong')).toBeTruthy();
    expect(screen.queryByText('Tips for a stronger password')).toBeNull();
  });

  it('keeps Create account disabled until the password is long enough and confirmed', async () => {
    const { user, password, confirm } = setup();
    const submit = screen.getByRole('button', { name: 'Create account' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.type(password, 'secret-1');
    await user.type(confirm, 'secret-2');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    await user.clear(confirm);
    await user.type(confirm, 'secret-1');
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    expect(submit.disabled).toBe(false);
  });

  it('has required email fields of type email and optional names', () => {
    setup();
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    expect((screen.getByLabelText('First name') as HTMLInputElement).required).toBe(false);
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { startOnInteraction } from './start-on-interaction';

function renderForm() {
  const start = vi.fn();
  const submitted = vi.fn((event: React.FormEvent) => event.preventDefault());
  render(
    <form {...startOnInteraction(start)} onSubmit={submitted} aria-label="Sign in">
      <label>
        Email <input name="email" />
      </label>
      <button type="submit">Sign In</button>
    </form>,
  );
  return { start, submitted };
}

describe('startOnInteraction', () => {
  test('nothing starts while the form is only shown', () => {
    const { start } = renderForm();
    expect(start).not.toHaveBeenCalled();
  });

  test('focusing a field starts it (by keyboard as by pointer)', async () => {
    const { start } = renderForm();
    await userEvent.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(start).toHaveBeenCalled();
  });

  test('a key or a pointer press inside the form starts it', () => {
    const { start } = renderForm();
    fireEvent.keyDown(screen.getByLabelText('Email'), { key: 'a' });
    expect(start).toHaveBeenCalledTimes(1);
    start.mockClear();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Sign In' }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  test('a submit with no interaction before it (autofill, a script) starts it, and still submits', () => {
    const { start, submitted } = renderForm();
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
    expect(start).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});

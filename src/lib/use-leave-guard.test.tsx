import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { useLeaveGuard } from './use-leave-guard';

function Editor({ dirty }: { dirty: boolean }) {
  const guard = useLeaveGuard(dirty);
  return (
    <div>
      <h1>Editor</h1>
      <Link to="/elsewhere">Elsewhere</Link>
      <a href="https://example.com/out">Outside</a>
      {guard.pending && (
        <div role="alertdialog" aria-label="You have unsaved changes">
          <p>Going to {guard.pending}</p>
          <button onClick={guard.leave}>Leave</button>
          <button onClick={guard.stay}>Stay</button>
        </div>
      )}
    </div>
  );
}

function renderEditor(dirty: boolean) {
  return render(
    <MemoryRouter initialEntries={['/editor']}>
      <Routes>
        <Route path="/editor" element={<Editor dirty={dirty} />} />
        <Route path="/elsewhere" element={<h1>Elsewhere page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const beforeUnload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useLeaveGuard', () => {
  test('without changes, links go at once and a reload is not questioned', async () => {
    const user = userEvent.setup();
    renderEditor(false);
    expect(beforeUnload()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
  });

  test('with changes, an in-app link asks first: Stay keeps the page, Leave goes', async () => {
    const user = userEvent.setup();
    renderEditor(true);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = screen.getByRole('alertdialog', { name: 'You have unsaved changes' });
    expect(dialog).toHaveTextContent('Going to /elsewhere');
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
  });

  test('with changes, a reload or close asks the browser to confirm', () => {
    renderEditor(true);
    expect(beforeUnload()).toBe(true);
  });

  test('a modified click (new tab) and a link to another site are left to the browser', () => {
    renderEditor(true);
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }), { ctrlKey: true });
    });
    const outside = screen.getByRole('link', { name: 'Outside' });
    // jsdom does not navigate; the guard just must not take the click.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    outside.dispatchEvent(click);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

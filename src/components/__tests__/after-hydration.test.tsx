import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, expect, test, vi } from 'vitest';
import { AfterHydration } from '../after-hydration';

const ui = (
  <p>
    <AfterHydration fallback={<span>placeholder</span>}>
      <span>browser only</span>
    </AfterHydration>
  </p>
);

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

test('the server renders the fallback', () => {
  expect(renderToString(ui)).toBe('<p><span>placeholder</span></p>');
});

test('hydration keeps the server output, then shows the children, without a mismatch', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  const errors = vi.spyOn(console, 'error');
  const recoverable = vi.fn();

  await act(async () => {
    hydrateRoot(container, ui, { onRecoverableError: recoverable });
  });

  expect(container.innerHTML).toBe('<p><span>browser only</span></p>');
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
});

test('a page rendered fresh shows the children at once', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    createRoot(container).render(ui);
  });
  expect(container.innerHTML).toBe('<p><span>browser only</span></p>');
});

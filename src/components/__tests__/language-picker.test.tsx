import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const scriptSelector = 'script[src^="https://translate.google.com/translate_a/element.js"]';

/** Stands in for Google's element.js: it fills the container with its language select. */
function answerLikeGoogle() {
  const changes: string[] = [];
  window.google = {
    translate: {
      TranslateElement: class {
        constructor(_options: unknown, containerId: string) {
          const select = document.createElement('select');
          for (const code of ['', 'fr', 'de']) select.add(new Option(code || 'Select Language', code));
          select.addEventListener('change', () => changes.push(select.value));
          document.getElementById(containerId)?.append(select);
        }
      },
    },
  };
  window.creatorOsTranslateReady?.();
  return changes;
}

async function renderPicker() {
  // A fresh module each time: the widget is loaded once per page.
  const { LanguagePicker } = await import('../language-picker');
  render(<LanguagePicker />);
}

describe('LanguagePicker', () => {
  beforeEach(() => {
    vi.resetModules();
    document.cookie = 'googtrans=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });
  afterEach(() => {
    document.querySelectorAll(`${scriptSelector}, #google-translate-element`).forEach((el) => el.remove());
    delete window.google;
  });

  it('loads the translator only when opened, then translates the page into the chosen language', async () => {
    const user = userEvent.setup();
    await renderPicker();
    const button = screen.getByRole('button', { name: 'Language: English' });
    expect(document.querySelector(scriptSelector)).toBeNull();

    await user.click(button);
    await waitFor(() => expect(document.querySelector(scriptSelector)).not.toBeNull());
    expect(await screen.findByText('Loading the translator…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'French' })).toBeDisabled();

    const changes = answerLikeGoogle();
    await waitFor(() => expect(screen.getByRole('button', { name: 'French' })).toBeEnabled());
    await user.type(screen.getByRole('searchbox', { name: 'Search languages' }), 'fre');
    expect(screen.queryByRole('button', { name: 'German' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'French' }));

    await waitFor(() => expect(changes).toEqual(['fr']));
    expect(document.cookie).toContain('googtrans=/en/fr');
    expect(screen.queryByRole('dialog', { name: 'Translate this page' })).not.toBeInTheDocument();
  });

  it('says when the translator cannot be reached and lets the user retry', async () => {
    const user = userEvent.setup();
    await renderPicker();
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await waitFor(() => expect(document.querySelector(scriptSelector)).not.toBeNull());
    document.querySelector(scriptSelector)?.dispatchEvent(new Event('error'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Translation is unavailable right now. Check your connection and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(document.querySelector(scriptSelector)).not.toBeNull());
    answerLikeGoogle();
    await waitFor(() => expect(screen.getByRole('button', { name: 'German' })).toBeEnabled());
  });

  it('names the language chosen on an earlier visit and loads the translator for it', async () => {
    document.cookie = 'googtrans=/en/de; path=/';
    await renderPicker();
    expect(screen.getByRole('button', { name: 'Language: German' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector(scriptSelector)).not.toBeNull());
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    await renderPicker();
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    expect(await screen.findByRole('dialog', { name: 'Translate this page' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Translate this page' })).not.toBeInTheDocument();
  });
});

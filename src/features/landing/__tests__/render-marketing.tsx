import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';

/** Renders the marketing pages at `path`, with stand-ins for the sign-in and register screens. */
export async function renderMarketing(path = '/') {
  // The install offer is kept per page load (a module), so each render starts from a fresh page.
  vi.resetModules();
  const [{ AboutScreen }, { LandingScreen }] = await Promise.all([
    import('../screens/about-screen'),
    import('../screens/landing-screen'),
  ]);
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<LandingScreen />} />
        <Route path="/about" element={<AboutScreen />} />
        <Route path="/auth/login" element={<h1>Sign-in screen</h1>} />
        <Route path="/auth/register" element={<h1>Register screen</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  // The language picker loads lazily; wait for it so nothing updates after the test. It waits for
  // idle, then its own chunk, which the test runner transforms on first import: a fresh-clone CI
  // run, with every test file running beside it, took over the default second here.
  await screen.findByRole('button', { name: /^Language:/ }, { timeout: 15_000 });
  return view;
}

/** jsdom has no scrolling: records which elements were scrolled into view. */
export function recordScrolling() {
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  return scrolled;
}

/** Heading levels in document order never skip a level going down. */
export function headingLevels(): number[] {
  return [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
}

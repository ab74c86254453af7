import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SCRIPT_TEMPLATES } from '@/data/templates';
import { AuthContext } from '@/lib/auth/auth-context';
import { WorkspaceContext } from '@/lib/workspaces/workspace-context';
import { workspacesValue } from '@/test/workspaces-value';
import { onTrackedEvent } from '@/services/tracking/track-event';
import { fakeAuth } from '@/test/fake-auth';
import { TestQueryProvider } from '@/test/test-query-provider';
import { templatesJson } from '../lib/export-templates';
import { templateScript } from '../lib/template-script';
import { TemplatesScreen } from '../screens/templates-screen';

vi.mock('react-hot-toast', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
  return { default: toast };
});

function VideoCreatorProbe() {
  const state = useLocation().state as { script?: string } | null;
  return <pre data-testid="received-script">{state?.script}</pre>;
}

/** No workspace yet (still loading): the built-in templates alone, and nothing to write to. */
const noWorkspace = workspacesValue({ loading: true });

function setupScreen() {
  render(
    <TestQueryProvider>
      <AuthContext.Provider value={fakeAuth(null)}>
        <WorkspaceContext.Provider value={noWorkspace}>
          <MemoryRouter initialEntries={['/dashboard/templates']}>
            <Routes>
              <Route path="/dashboard/templates" element={<TemplatesScreen />} />
              <Route path="/dashboard/video-creator" element={<VideoCreatorProbe />} />
            </Routes>
          </MemoryRouter>
        </WorkspaceContext.Provider>
      </AuthContext.Provider>
    </TestQueryProvider>,
  );
  return userEvent.setup();
}

const cardNames = () => screen.queryAllByTestId('template-name').map((name) => name.textContent?.trim());
const category = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Category' })).getByRole('button', { name });

afterEach(() => vi.restoreAllMocks());

describe('Templates & Swipes', { timeout: 20_000 }, () => {
  test('shows six templates and the categories with their counts', () => {
    setupScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Templates & Swipes' })).toBeInTheDocument();
    expect(cardNames()).toHaveLength(6);
    const categories = within(screen.getByRole('group', { name: 'Category' })).getAllByRole('button');
    expect(categories.map((b) => b.textContent)).toEqual([
      'All156',
      'E-commerce42',
      'SaaS38',
      'Education29',
      'Health & Fitness24',
      'Finance23',
    ]);
    expect(screen.getByText('Showing 6 templates')).toBeInTheDocument();
  });

  test('filters by category and by search words', async () => {
    const user = setupScreen();
    await user.click(category(/^E-commerce/));
    expect(cardNames()).toEqual(['Problem-Agitate-Solve Product Ad', 'Unboxing & First Impressions']);
    await user.type(screen.getByLabelText('Search templates'), 'unboxing');
    expect(cardNames()).toEqual(['Unboxing & First Impressions']);
    await user.click(category(/^Finance/));
    expect(
      screen.getByText('No templates match your search. Try another word or category.'),
    ).toBeInTheDocument();
    await user.click(category(/^All/));
    await user.clear(screen.getByLabelText('Search templates'));
    await user.type(screen.getByLabelText('Search templates'), 'DEBT planner');
    expect(cardNames()).toEqual(['Financial Freedom Case Study']);
    expect(screen.getByText('Showing 1 template')).toBeInTheDocument();
  });

  test('Use This Template opens the Video Creator with the structure as the script and tracks it', async () => {
    const events: unknown[] = [];
    const stop = onTrackedEvent((name, props) => events.push({ name, props }));
    const user = setupScreen();
    expect(screen.getByText('Select a template to see its full structure.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /SaaS Free Trial Explainer/ }));
    const panel = screen.getByRole('region', { name: 'SaaS Free Trial Explainer' });
    expect(within(panel).getAllByRole('listitem').length).toBeGreaterThanOrEqual(6);
    expect(within(panel).getByText('Old Way')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Use This Template' }));
    stop();
    const template = SCRIPT_TEMPLATES.find((t) => t.id === 'saas-free-trial')!;
    expect(screen.getByTestId('received-script').textContent).toBe(templateScript(template));
    expect(templateScript(template)).toMatch(/^HOOK:\nYour team spends 6 hours/);
    expect(templateScript(template)).toContain('\n\nCALL TO ACTION:\nStart your 14-day free trial.');
    expect(events).toEqual([
      { name: 'template_used', props: { templateId: 'saas-free-trial', name: 'SaaS Free Trial Explainer' } },
    ]);
  });

  test('Export All downloads every template as JSON', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:templates');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const user = setupScreen();
    await user.click(screen.getByRole('button', { name: 'Export All' }));
    expect(clicks).toHaveLength(1);
    expect(clicks[0].download).toMatch(/^creator-os-templates-\d{4}-\d{2}-\d{2}\.json$/);
    const blob = createObjectURL.mock.calls[0][0];
    expect(blob.type).toBe('application/json');
    const parsed = JSON.parse(await blob.text());
    expect(parsed.count).toBe(6);
    expect(parsed.templates.map((t: { name: string }) => t.name)).toEqual(
      SCRIPT_TEMPLATES.map((t) => t.name),
    );
    expect(parsed.templates[0]).toHaveProperty('structure');
    expect(JSON.parse(templatesJson(SCRIPT_TEMPLATES, new Date('2026-01-02T00:00:00Z'))).exportDate).toBe(
      '2026-01-02T00:00:00.000Z',
    );
  });
});

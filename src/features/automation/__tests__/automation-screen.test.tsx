import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { describe, expect, test, vi } from 'vitest';
import { abTestDisplay } from '../lib/labels';
import { AutomationScreen } from '../screens/automation-screen';

vi.mock('react-hot-toast', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
  return { default: toast };
});

describe('A/B display rules', () => {
  test('the winner only when set, the confidence only while running', () => {
    expect(abTestDisplay({ status: 'running', confidence: 87 })).toEqual({ winner: null, confidence: 87 });
    expect(abTestDisplay({ status: 'completed', winner: 'B', confidence: 96 })).toEqual({
      winner: 'B',
      confidence: null,
    });
    expect(abTestDisplay({ status: 'draft' })).toEqual({ winner: null, confidence: null });
  });
});

describe('Automation & Scheduling', { timeout: 20_000 }, () => {
  test('workflow cards show triggers and pause/resume', async () => {
    const user = userEvent.setup();
    render(<AutomationScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Automation & Scheduling' })).toBeInTheDocument();
    expect(screen.getByText('CTR drops below 2%')).toBeInTheDocument();
    expect(screen.getByText('CPA increases by 50%')).toBeInTheDocument();

    const card = screen
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('heading', { name: 'CPA Guardrail' }));
    if (!card) throw new Error('No CPA Guardrail card');
    expect(within(card).getByText('active')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Pause CPA Guardrail' }));
    expect(within(card).getByText('paused')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Resume CPA Guardrail' }));
    expect(within(card).getByText('active')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume New Video Promotion' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Workflow' }));
    expect(toast).toHaveBeenCalledWith('Creating workflows is coming soon');
  });

  test('Scheduling shows readable task types and status badges; quick actions say they are coming', async () => {
    const user = userEvent.setup();
    render(<AutomationScreen />);
    await user.click(screen.getByRole('tab', { name: 'Scheduling' }));
    const row = screen.getByRole('row', { name: /Raise Black Friday budget/ });
    expect(within(row).getByText('Budget Update')).toBeInTheDocument();
    expect(within(row).getByText('scheduled')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Holiday thumbnail test/ })).toHaveTextContent('A/B Test Launch');
    expect(screen.queryByText('video_upload')).not.toBeInTheDocument();
    for (const label of ['Schedule Upload', 'Campaign', 'Report', 'A/B Test']) {
      await user.click(screen.getByRole('button', { name: label }));
    }
    expect(toast).toHaveBeenCalledWith('Scheduling A/B tests is coming soon');
  });

  test('A/B cards: winner only when set, confidence only while running', async () => {
    const user = userEvent.setup();
    render(<AutomationScreen />);
    await user.click(screen.getByRole('tab', { name: 'A/B Testing' }));
    const card = (name: string) => within(screen.getByRole('region', { name }));
    expect(card('Thumbnail: Face vs. Product').getByText('87%')).toBeInTheDocument();
    expect(card('Thumbnail: Face vs. Product').queryByText(/Winner/)).not.toBeInTheDocument();
    expect(card('Hook Length: 3s vs. 8s').getByText('Winner: 3-second hook')).toBeInTheDocument();
    expect(card('Hook Length: 3s vs. 8s').queryByText(/Confidence/)).not.toBeInTheDocument();
    expect(card('CTA Placement').queryByText(/Winner|Confidence/)).not.toBeInTheDocument();
    expect(card('Thumbnail: Face vs. Product').getByRole('row', { name: /Variant A/ })).toHaveTextContent(
      '6.84%',
    );
  });
});

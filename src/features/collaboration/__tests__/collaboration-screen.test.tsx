import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { describe, expect, test, vi } from 'vitest';
import { CollaborationScreen } from '../screens/collaboration-screen';

vi.mock('react-hot-toast', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
  return { default: toast };
});

const project = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
const detail = (name: string) => screen.getByRole('region', { name });

describe('Collaboration', { timeout: 20_000 }, () => {
  test('with no project selected the panel says so; selecting one shows its details', async () => {
    const user = userEvent.setup();
    render(<CollaborationScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Collaboration' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Select a Project' })).toBeInTheDocument();

    await user.click(project('Summer Product Launch'));
    expect(project('Summer Product Launch')).toHaveAttribute('aria-pressed', 'true');
    const panel = within(detail('Summer Product Launch'));
    expect(panel.getByRole('heading', { name: 'Summer Product Launch' })).toBeInTheDocument();
    expect(panel.getByText('In Progress')).toBeInTheDocument();
    expect(panel.getByText('high')).toBeInTheDocument();
    expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '65');
    expect(panel.getByText('Marcus Johnson')).toBeInTheDocument();
    expect(panel.getByText(/tighten the hook/)).toBeInTheDocument();
  });

  test('Send is disabled while the comment is blank; a sent comment stays with its project', async () => {
    const user = userEvent.setup();
    render(<CollaborationScreen />);
    await user.click(project('Holiday Campaign Thumbnails'));
    const send = screen.getByRole('button', { name: 'Send' });
    const box = screen.getByPlaceholderText('Add a comment...');
    expect(send).toBeDisabled();
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'Set B reads better on mobile.');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(screen.getByText('Set B reads better on mobile.')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(send).toBeDisabled();

    await user.click(project('Summer Product Launch'));
    expect(screen.queryByText('Set B reads better on mobile.')).not.toBeInTheDocument();
    await user.click(project('Holiday Campaign Thumbnails'));
    expect(screen.getByText('Set B reads better on mobile.')).toBeInTheDocument();
    expect(project('Holiday Campaign Thumbnails')).toHaveTextContent('1 comment');
  });

  test('the Team and Activity tabs, presence for screen readers, and honest coming-soon buttons', async () => {
    const user = userEvent.setup();
    render(<CollaborationScreen />);
    await user.click(screen.getByRole('button', { name: 'New Project' }));
    expect(toast).toHaveBeenCalledWith('New projects are coming soon');

    await user.click(screen.getByRole('tab', { name: 'Team' }));
    const members = within(screen.getByRole('list', { name: 'Team members' })).getAllByRole('listitem');
    expect(members).toHaveLength(5);
    expect(within(members[0]).getByText('Status: Online')).toBeInTheDocument();
    expect(within(members[2]).getByText('Status: Away')).toBeInTheDocument();
    expect(within(members[3]).getByText('Status: Offline')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Message Sarah Chen' }));
    expect(toast).toHaveBeenCalledWith('Messaging is coming soon');

    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('listitem')).toHaveLength(6);
  });
});

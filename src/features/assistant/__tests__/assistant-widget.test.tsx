import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { AssistantWidget } from '../components/assistant-widget';
import type { AssistantAnswer } from '../lib/ask-assistant';
import type { HistoryEntry } from '../lib/assistant-history';

/** An assistant whose answers the test releases one at a time. */
function controlledAssistant() {
  const calls: HistoryEntry[][] = [];
  const answers: ((answer: AssistantAnswer) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  const ask = vi.fn(
    (history: HistoryEntry[]) =>
      new Promise<AssistantAnswer>((resolve, reject) => {
        calls.push(history);
        answers.push(resolve);
        failures.push(reject);
      }),
  );
  return {
    ask,
    calls,
    answer: (content: string) => act(async () => answers.shift()?.({ content })),
    fail: () => act(async () => failures.shift()?.(new Error('chunk failed to load'))),
  };
}

async function openChat() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open assistant chat' }));
  const dialog = screen.getByRole('dialog', { name: 'Creator OS Assistant' });
  return { user, dialog, box: within(dialog).getByLabelText('Message the assistant') };
}

const conversation = () =>
  within(screen.getByRole('log', { name: 'Conversation' }))
    .getAllByRole('listitem')
    // Each message: a screen-reader-only "You said:"/"Assistant said:", then the text.
    .map((item) => within(item).getAllByRole('paragraph')[1].textContent);

describe('the assistant widget', () => {
  test('opens from its button with the greeting, focus in the message box', async () => {
    render(<AssistantWidget ask={controlledAssistant().ask} />);
    const { box } = await openChat();
    expect(box).toHaveFocus();
    expect(conversation()).toEqual([
      "Hi! I'm your Creator OS assistant. Ask me about creating videos, templates, credits or billing.",
    ]);
    expect(within(screen.getAllByRole('listitem')[0]).getByRole('time')).toHaveAttribute('dateTime');
  });

  test('Enter sends and shows Thinking... until the answer; Shift+Enter makes a new line', async () => {
    const assistant = controlledAssistant();
    render(<AssistantWidget ask={assistant.ask} />);
    const { user, box } = await openChat();

    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('First line\nsecond line');
    expect(assistant.ask).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    expect(box).toHaveValue('');
    expect(assistant.calls).toEqual([[{ role: 'user', content: 'First line\nsecond line' }]]);
    expect(screen.getByRole('status')).toHaveTextContent('Thinking...');
    expect(conversation().at(-1)).toBe('First line\nsecond line');

    await assistant.answer('Here is how.');
    expect(screen.queryByText('Thinking...')).not.toBeInTheDocument();
    expect(conversation().at(-1)).toBe('Here is how.');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  test('an empty message, or a send while a reply is pending, is ignored', async () => {
    const assistant = controlledAssistant();
    render(<AssistantWidget ask={assistant.ask} />);
    const { user, box, dialog } = await openChat();

    await user.type(box, '   {Enter}');
    expect(assistant.ask).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Send message' })).toBeDisabled();

    await user.clear(box);
    await user.type(box, 'One{Enter}');
    await user.type(box, 'Two{Enter}');
    expect(assistant.ask).toHaveBeenCalledTimes(1);
    expect(box).toHaveValue('Two');
    expect(within(dialog).getByRole('button', { name: 'Send message' })).toBeDisabled();

    await assistant.answer('Answer one');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(assistant.calls[1]).toEqual([
      { role: 'user', content: 'One' },
      { role: 'assistant', content: 'Answer one' },
      { role: 'user', content: 'Two' },
    ]);
  });

  test('when the whole send fails, the assistant apologises', async () => {
    const assistant = controlledAssistant();
    render(<AssistantWidget ask={assistant.ask} />);
    const { user, box } = await openChat();
    await user.type(box, 'Hello{Enter}');
    await assistant.fail();
    expect(conversation().at(-1)).toBe(
      "Sorry, I'm having trouble responding right now. Please try again later.",
    );
  });

  test('minimise keeps the conversation; restore and close move focus sensibly', async () => {
    const assistant = controlledAssistant();
    render(<AssistantWidget ask={assistant.ask} />);
    const { user, box, dialog } = await openChat();
    await user.type(box, 'Keep me{Enter}');

    await user.click(within(dialog).getByRole('button', { name: 'Minimise chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const bar = screen.getByRole('region', { name: 'Creator OS Assistant (minimised)' });
    const restore = within(bar).getByRole('button', { name: /Creator OS Assistant/ });
    expect(restore).toHaveFocus();
    expect(bar).toHaveTextContent('Thinking...');
    await assistant.answer('Kept.');

    await user.click(restore);
    expect(conversation().slice(-2)).toEqual(['Keep me', 'Kept.']);
    expect(screen.getByLabelText('Message the assistant')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.getByRole('region', { name: 'Creator OS Assistant (minimised)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.getByRole('button', { name: 'Open assistant chat' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Open assistant chat' }));
    expect(conversation().slice(-1)).toEqual(['Kept.']);
  });
});

import { describe, expect, test } from 'vitest';
import { fallbackAnswer, SEND_FAILED_REPLY } from '../lib/assistant-fallback';
import { HISTORY_SENT, historyForRequest } from '../lib/assistant-history';
import { chatMessage, GREETING, greetingMessage } from '../lib/chat-message';

describe('fallback answers', () => {
  test('video or create points to the Video Creator page', () => {
    for (const question of ['How do I create a video?', 'VIDEO length?', 'can I create shorts']) {
      const answer = fallbackAnswer(question, 'offline');
      expect(answer.content).toContain('AI Video Creator');
      expect(answer.content).toContain('/dashboard/video-creator');
      expect(answer.link).toEqual({ to: '/dashboard/video-creator', label: 'Open the AI Video Creator' });
    }
  });

  test("credit or billing points to Settings, 'Billing & Plans'", () => {
    for (const question of ['How many credits do I have?', 'Billing question']) {
      const answer = fallbackAnswer(question, 'offline');
      expect(answer.content).toContain("Settings → 'Billing & Plans'");
      expect(answer.link?.to).toBe('/dashboard/settings?tab=billing');
    }
  });

  test('template points to the Templates & Swipes page', () => {
    const answer = fallbackAnswer('Where are the Templates?', 'offline');
    expect(answer.content).toContain('Templates & Swipes');
    expect(answer.link?.to).toBe('/dashboard/templates');
  });

  test('video wins over credits when a question names both: the first matching keyword answers', () => {
    expect(fallbackAnswer('video credits', 'x').link?.to).toBe('/dashboard/video-creator');
  });

  test('anything else says the AI service cannot be reached, with the error', () => {
    expect(fallbackAnswer('Hello there', 'The assistant is not configured')).toEqual({
      content:
        "I'm having trouble connecting to the AI service right now. Please try again later or contact support. " +
        'Error: The assistant is not configured',
    });
    expect(SEND_FAILED_REPLY).toBe("Sorry, I'm having trouble responding right now. Please try again later.");
  });
});

describe('history sent to the assistant', () => {
  test('the last 5 messages, oldest first, without the greeting', () => {
    const messages = [greetingMessage()];
    for (let i = 1; i <= 7; i += 1) messages.push(chatMessage(i % 2 ? 'user' : 'assistant', `m${i}`));
    expect(HISTORY_SENT).toBe(5);
    expect(historyForRequest(messages)).toEqual([
      { role: 'user', content: 'm3' },
      { role: 'assistant', content: 'm4' },
      { role: 'user', content: 'm5' },
      { role: 'assistant', content: 'm6' },
      { role: 'user', content: 'm7' },
    ]);
  });

  test('a new chat sends only the question', () => {
    expect(historyForRequest([greetingMessage(), chatMessage('user', 'Hi')])).toEqual([
      { role: 'user', content: 'Hi' },
    ]);
    expect(greetingMessage().content).toBe(GREETING);
  });
});

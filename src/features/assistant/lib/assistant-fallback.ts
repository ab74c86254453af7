import type { ChatLink } from './chat-message';

/** The answer when the whole send fails. */
export const SEND_FAILED_REPLY = "Sorry, I'm having trouble responding right now. Please try again later.";

export const VIDEO_CREATOR_LINK: ChatLink = {
  to: '/dashboard/video-creator',
  label: 'Open the AI Video Creator',
};
export const BILLING_LINK: ChatLink = {
  to: '/dashboard/settings?tab=billing',
  label: 'Open Billing & Plans',
};
export const TEMPLATES_LINK: ChatLink = { to: '/dashboard/templates', label: 'Open Templates & Swipes' };

export interface FallbackAnswer {
  content: string;
  link?: ChatLink;
}

/**
 * The keyword answers (docs/product-rules.md#assistant) when the AI service cannot answer:
 * video or create → the Video Creator; credit or billing → Settings, 'Billing & Plans';
 * template → Templates & Swipes; anything else says the service is unreachable, and why.
 */
export function fallbackAnswer(question: string, errorMessage: string): FallbackAnswer {
  const text = question.toLowerCase();
  if (text.includes('video') || text.includes('create')) {
    return {
      content:
        'To create a video, open the AI Video Creator page (Dashboard → AI Video Creator, /dashboard/video-creator). ' +
        'Write or paste your script, choose a style, a voice and an aspect ratio, then select Generate Video.',
      link: VIDEO_CREATOR_LINK,
    };
  }
  if (text.includes('credit') || text.includes('billing')) {
    return {
      content:
        "Your credits, plan and payments are in Settings → 'Billing & Plans' (/dashboard/settings?tab=billing). " +
        "Credit packs and your usage are in the 'Credits & Usage' tab next to it.",
      link: BILLING_LINK,
    };
  }
  if (text.includes('template')) {
    return {
      content:
        'Ready-made scripts and hooks are on the Templates & Swipes page (/dashboard/templates): ' +
        'pick one, adapt it and send it to the Video Creator.',
      link: TEMPLATES_LINK,
    };
  }
  return {
    content:
      "I'm having trouble connecting to the AI service right now. Please try again later or contact support. " +
      `Error: ${errorMessage}`,
  };
}

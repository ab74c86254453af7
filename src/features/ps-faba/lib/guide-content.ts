import {
  PARTNER_EVENTS,
  type PartnerEventType,
} from '../../../../supabase/functions/_shared/partner/constants.ts';
import type { PartnerPermission } from './permissions';

export type GuideStepStatus = 'pending' | 'in_progress' | 'completed';

export interface GuideStep {
  title: string;
  description: string;
  status: GuideStepStatus;
}

/** The four set-up steps, every one shown as pending (docs/product-rules.md#partner-keys). */
export const GUIDE_STEPS: readonly GuideStep[] = [
  {
    title: 'Generate an API key',
    description:
      'Create a key on the API Keys tab with the permissions the partner needs, and hand it over securely.',
    status: 'pending',
  },
  {
    title: 'Configure your webhook endpoint',
    description: 'Enter the HTTPS address that receives payment events and share the signing secret with it.',
    status: 'pending',
  },
  {
    title: 'Verify webhook signatures',
    description: 'Check the X-PS-FABA-Signature header of every event before trusting its payload.',
    status: 'pending',
  },
  {
    title: 'Go live',
    description: 'Call the API with the x-api-key header and watch the deliveries on the Webhook Logs tab.',
    status: 'pending',
  },
];

export const STEP_STATUS_LABEL: Record<GuideStepStatus, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Completed',
};

const WEBHOOK_EVENT_DESCRIPTIONS: Readonly<Record<PartnerEventType, string>> = {
  'payment.completed': 'A credit pack or subscription payment went through.',
  'payment.failed': 'A payment was declined or could not be completed.',
  'subscription.created': 'A subscription to a plan started.',
  'subscription.cancelled': 'A subscription was cancelled or ended.',
  'refund.processed': 'A payment was refunded.',
};

export const WEBHOOK_EVENTS = PARTNER_EVENTS.map((type) => ({
  type,
  description: WEBHOOK_EVENT_DESCRIPTIONS[type],
}));

export const SAMPLE_PAYLOAD = {
  event_type: 'payment.completed',
  event_id: 'evt_1a2b3c4d5e6f',
  created_at: '2026-11-23T14:05:00Z',
  data: {
    payment_id: 'pi_3Nx8Kd2eZvKYlo2C',
    amount: 20,
    currency: 'USD',
    status: 'completed',
    metadata: { user_id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', credits: 50, plan_id: null },
    customer: { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', email: 'creator@example.com' },
  },
} as const;

export const SIGNATURE_HEADER = 'X-PS-FABA-Signature';
export const API_KEY_HEADER = 'x-api-key';
export const RATE_LIMIT_PER_MINUTE = 60;

/** Verifying an event in Node, on the raw body exactly as received. */
export const VERIFY_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';

// header: the X-PS-FABA-Signature value, "t=<unix time>,v1=<hex>"
export function verify(secret, header, rawBody) {
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=')));
  const age = Math.abs(Date.now() / 1000 - Number(parts.t));
  if (!parts.t || !parts.v1 || age > 300) return false;
  const expected = createHmac('sha256', secret).update(\`\${parts.t}.\${rawBody}\`).digest('hex');
  return expected.length === parts.v1.length &&
    timingSafeEqual(Buffer.from(expected), Buffer.from(parts.v1));
}`;

export interface PartnerEndpointInfo {
  path: string;
  description: string;
  /** null: any valid key. */
  permission: PartnerPermission | null;
}

export const PARTNER_ENDPOINTS: readonly PartnerEndpointInfo[] = [
  { path: '/users', description: "The key owner's profile", permission: null },
  { path: '/payments', description: 'Completed credit purchases, newest first', permission: 'payments' },
  { path: '/subscriptions', description: 'Subscriptions, optionally by status', permission: 'payments' },
  {
    path: '/analytics',
    description: 'Credits, videos and payments over the last days',
    permission: 'analytics',
  },
];

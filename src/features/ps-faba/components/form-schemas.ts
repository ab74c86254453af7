import { z } from 'zod';
import { webhookUrlProblem } from '../lib/webhook-settings-api';
import { PARTNER_PERMISSIONS } from '../lib/permissions';

/**
 * The generate-key form (`KeyFormValues`). The name check is the one `useApiKeys().generate`
 * makes before sending, with the same words, so the form refuses exactly what the hook would.
 */
export const KeyFormSchema = z.object({
  name: z.string().refine((name) => name.trim() !== '', { message: 'API key name is required' }),
  description: z.string(),
  permissions: z.record(z.enum(PARTNER_PERMISSIONS), z.boolean()),
  /** The date input's value: 'YYYY-MM-DD', or '' for a permanent key. */
  expiresOn: z.string(),
});

/** The webhook endpoint as typed: empty (none) or an address `webhookUrlProblem` accepts. */
export const WebhookUrlFormSchema = z.object({
  url: z.string().superRefine((url, ctx) => {
    const problem = webhookUrlProblem(url);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
export type WebhookUrlFormValues = z.infer<typeof WebhookUrlFormSchema>;

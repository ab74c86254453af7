import { z } from 'zod';
import { pixelIdProblem } from '@/services/tracking/pixel-id';
import { PIXEL_TYPES } from '@/services/tracking/tracking-pixels';
import { REQUIRED_FIELDS_TEXT } from './pixel-labels';

/**
 * The Add / Edit pixel form, trimmed. A blank name or ID is one message for the whole form; an ID
 * that does not fit its type is explained on the ID field.
 */
export const PixelFormInput = z
  .object({
    name: z.string().trim(),
    type: z.enum(PIXEL_TYPES),
    pixelId: z.string().trim(),
    description: z.string().trim(),
    isActive: z.boolean(),
  })
  .superRefine((input, ctx) => {
    if (!input.name || !input.pixelId) {
      ctx.addIssue({ code: 'custom', path: ['root'], message: REQUIRED_FIELDS_TEXT });
      return;
    }
    const problem = pixelIdProblem(input.type, input.pixelId);
    if (problem) ctx.addIssue({ code: 'custom', path: ['pixelId'], message: problem });
  });

export type PixelFormValues = z.input<typeof PixelFormInput>;
export type PixelFormOutput = z.output<typeof PixelFormInput>;

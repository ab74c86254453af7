import { z } from 'zod';

/** The bounds the projects table keeps (20261125000300_workspace_projects.sql). */
export const PROJECT_LIMITS = { name: 200, description: 5000 } as const;

/** The New Project form. The due date is YYYY-MM-DD from a date input, or blank. */
export const NewProjectInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the project a name')
    .max(PROJECT_LIMITS.name, `Name can be at most ${PROJECT_LIMITS.name} characters`),
  description: z
    .string()
    .max(PROJECT_LIMITS.description, `Description can be at most ${PROJECT_LIMITS.description} characters`),
  status: z.enum(['in_progress', 'review', 'completed']),
  priority: z.enum(['high', 'medium', 'low']),
  dueDate: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Choose a date')
    .transform((date) => date || null),
  assigneeIds: z.array(z.string()),
});
export type NewProjectFormValues = z.input<typeof NewProjectInput>;
export type NewProjectValues = z.output<typeof NewProjectInput>;

/** A comment as sent or edited: 1 to 2,000 characters once trimmed. */
export const CommentInput = z.object({
  comment: z.string().trim().min(1, 'Write a comment').max(2000, 'A comment can be at most 2,000 characters'),
});

/** Progress as the detail panel edits it: a whole percent. */
export const ProgressInput = z.object({
  progress: z.coerce.number().int('Use a whole percent').min(0, 'From 0 to 100').max(100, 'From 0 to 100'),
});

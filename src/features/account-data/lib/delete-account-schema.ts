import { z } from 'zod';
import { DELETE_CONFIRMATION_WORD, isDeleteConfirmed } from './data-export-account-deletion';

/** The delete-account confirmation: the user has typed the confirmation word. */
export const DeleteAccountInput = z.object({
  confirmation: z.string().refine(isDeleteConfirmed, `Type ${DELETE_CONFIRMATION_WORD} to confirm`),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInput>;

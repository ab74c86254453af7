/** What the user types to enable the delete button. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

export const isDeleteConfirmed = (typed: string) => typed.trim() === DELETE_CONFIRMATION_WORD;

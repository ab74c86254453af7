import { z } from 'zod';

/** A chat message: anything but blank (sent as typed). */
export const ChatMessageInput = z.object({
  message: z.string().refine((text) => text.trim() !== ''),
});

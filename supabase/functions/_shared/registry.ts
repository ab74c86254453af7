import type { FunctionHandler } from './context.ts';
import { handleHealth } from './handlers/health.ts';

/** Every function by the name it is deployed and invoked under. */
export const functionHandlers: Readonly<Record<string, FunctionHandler>> = {
  health: handleHealth,
};

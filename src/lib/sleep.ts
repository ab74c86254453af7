/** Resolves after `ms` milliseconds, in a task of its own (0: the next task). */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

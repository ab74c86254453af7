import type * as EnvModule from '@/lib/env';

/**
 * The app's mode as a test sets it: `vi.mock('@/lib/env', withTestMode)` in the test file, then
 * `testMode.value = 'hosted'` where a test needs the other mode (reset it in afterEach).
 */
export const testMode: { value: 'local' | 'hosted' } = { value: 'local' };

/** A `vi.mock` factory for '@/lib/env' whose `env.mode` is `testMode.value`, the rest real. */
export async function withTestMode(importOriginal: <T>() => Promise<T>): Promise<typeof EnvModule> {
  const actual = await importOriginal<typeof EnvModule>();
  return {
    ...actual,
    env: new Proxy(actual.env, {
      get: (target, key) => (key === 'mode' ? testMode.value : Reflect.get(target, key)),
    }),
  };
}

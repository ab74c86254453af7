import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';

// The install state lives in a module (one per page): each test gets a fresh one.
let usePwaInstall: typeof import('./use-pwa-install').usePwaInstall;
beforeEach(async () => {
  vi.resetModules();
  ({ usePwaInstall } = await import('./use-pwa-install'));
});

function installPromptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  return Object.assign(event, {
    prompt: vi.fn().mockResolvedValue(undefined),
    userChoice: Promise.resolve({ outcome }),
  });
}

describe('usePwaInstall', () => {
  test('an offer made before any screen mounted is still there for the first install button', async () => {
    const { watchInstallPrompt } = await import('./install-prompt');
    watchInstallPrompt();
    act(() => void window.dispatchEvent(installPromptEvent('accepted')));
    const { result } = renderHook(() => usePwaInstall());
    expect(result.current.state).toBe('installable');
    const other = renderHook(() => usePwaInstall());
    expect(other.result.current.state).toBe('installable');
  });

  test('unavailable until the browser offers a prompt, then installable', () => {
    const { result } = renderHook(() => usePwaInstall());
    expect(result.current.state).toBe('unavailable');
    const event = installPromptEvent('accepted');
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(result.current.state).toBe('installable');
  });

  test('accepting the prompt marks the app installed', async () => {
    const { result } = renderHook(() => usePwaInstall());
    const event = installPromptEvent('accepted');
    act(() => void window.dispatchEvent(event));
    await act(() => result.current.install());
    expect(event.prompt).toHaveBeenCalled();
    expect(result.current.state).toBe('installed');
  });

  test('dismissing it leaves the app not installed; the installed event marks it installed', async () => {
    const { result } = renderHook(() => usePwaInstall());
    act(() => void window.dispatchEvent(installPromptEvent('dismissed')));
    await act(() => result.current.install());
    expect(result.current.state).toBe('unavailable');
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(result.current.state).toBe('installed');
  });
});

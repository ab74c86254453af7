import { beforeEach, describe, expect, test } from 'vitest';
import { createRememberingStorage } from './session-storage';

describe('remembering storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  test('remembers in localStorage by default', () => {
    const storage = createRememberingStorage();
    storage.setItem('session', 'token');
    expect(localStorage.getItem('session')).toBe('token');
    expect(storage.getItem('session')).toBe('token');
  });

  test('without "Remember me" the session lives only in this tab', () => {
    const storage = createRememberingStorage();
    expect(storage.remembers()).toBe(true);
    storage.setRemember(false);
    expect(storage.remembers()).toBe(false);
    storage.setItem('session', 'token');
    expect(localStorage.getItem('session')).toBeNull();
    expect(sessionStorage.getItem('session')).toBe('token');
    expect(storage.getItem('session')).toBe('token');
  });

  test('switching back moves the next write to localStorage and leaves no copy behind', () => {
    const storage = createRememberingStorage();
    storage.setRemember(false);
    storage.setItem('session', 'old');
    storage.setRemember(true);
    storage.setItem('session', 'new');
    expect(localStorage.getItem('session')).toBe('new');
    expect(sessionStorage.getItem('session')).toBeNull();
    storage.removeItem('session');
    expect(storage.getItem('session')).toBeNull();
  });
});

import { afterEach, describe, expect, test } from 'vitest';
import { clearScriptDraft, readScriptDraft, writeScriptDraft } from '../script-draft-storage';

afterEach(() => localStorage.clear());

describe('script draft storage', () => {
  test('a draft is kept per user and workspace until cleared', () => {
    const draft = { scriptId: null, title: 'Intro', body: 'Hello' };
    writeScriptDraft('user-1', 'ws-1', draft);
    expect(readScriptDraft('user-1', 'ws-1')).toEqual(draft);
    expect(readScriptDraft('user-1', 'ws-2')).toBeNull();
    expect(readScriptDraft('user-2', 'ws-1')).toBeNull();

    writeScriptDraft('user-1', 'ws-1', { scriptId: 'script-9', title: '', body: 'More' });
    expect(readScriptDraft('user-1', 'ws-1')).toEqual({ scriptId: 'script-9', title: '', body: 'More' });
    clearScriptDraft('user-1', 'ws-1');
    expect(readScriptDraft('user-1', 'ws-1')).toBeNull();
  });

  test('something else stored under the key is no draft', () => {
    localStorage.setItem('creator-os:script-draft:user-1:ws-1', '{"title": 3}');
    expect(readScriptDraft('user-1', 'ws-1')).toBeNull();
    localStorage.setItem('creator-os:script-draft:user-1:ws-1', 'not json');
    expect(readScriptDraft('user-1', 'ws-1')).toBeNull();
  });
});

import { describe, expect, test } from 'vitest';
import { canChangeItem } from '@/lib/workspaces/item-permissions';
import { arrangeItems, type LibraryItem } from '../lib/library-item';

const item = (title: string, date: string): LibraryItem => ({ id: title, title, authorId: null, date });
const items = [
  item('Zebra facts', '2026-11-20T10:00:00Z'),
  item('Émile explains', '2026-11-24T10:00:00Z'),
  item('apple picking', '2026-11-22T10:00:00Z'),
];
const titlesOf = (list: LibraryItem[]) => list.map((i) => i.title);

describe('arrangeItems', () => {
  test('sorts newest first, oldest first, or by title whatever the case and accents', () => {
    expect(titlesOf(arrangeItems(items, '', 'newest', (i) => i))).toEqual([
      'Émile explains',
      'apple picking',
      'Zebra facts',
    ]);
    expect(titlesOf(arrangeItems(items, '', 'oldest', (i) => i))).toEqual([
      'Zebra facts',
      'apple picking',
      'Émile explains',
    ]);
    expect(titlesOf(arrangeItems(items, '', 'title', (i) => i))).toEqual([
      'apple picking',
      'Émile explains',
      'Zebra facts',
    ]);
  });

  test('searches titles ignoring case, accents and surrounding spaces', () => {
    expect(titlesOf(arrangeItems(items, '  EMILE ', 'newest', (i) => i))).toEqual(['Émile explains']);
    expect(arrangeItems(items, 'nothing like it', 'newest', (i) => i)).toEqual([]);
  });
});

describe('canChangeItem', () => {
  test('owners and admins change anything, members their own, viewers and outsiders nothing', () => {
    expect(canChangeItem('owner', 'someone', 'me')).toBe(true);
    expect(canChangeItem('admin', null, 'me')).toBe(true);
    expect(canChangeItem('member', 'me', 'me')).toBe(true);
    expect(canChangeItem('member', 'someone', 'me')).toBe(false);
    expect(canChangeItem('member', null, 'me')).toBe(false);
    expect(canChangeItem('viewer', 'me', 'me')).toBe(false);
    expect(canChangeItem(null, 'me', 'me')).toBe(false);
    expect(canChangeItem('member', null, null)).toBe(false);
  });
});

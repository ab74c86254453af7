import { describe, expect, test } from 'vitest';
import { defaultKeyForm, endOfDayIso, toGenerateInput, todayInputValue } from '../lib/key-form';
import { partnerEndpoint } from '../lib/partner-endpoint';
import { relativeDay } from '../lib/relative-day';
import { webhookUrlProblem } from '../lib/webhook-settings-api';

describe('relativeDay', () => {
  const now = new Date(2026, 10, 23, 15, 0).getTime();
  test('today, yesterday, days ago within a week, then the date', () => {
    expect(relativeDay(new Date(2026, 10, 23, 0, 5).toISOString(), now)).toBe('Today');
    expect(relativeDay(new Date(2026, 10, 22, 23, 59).toISOString(), now)).toBe('Yesterday');
    expect(relativeDay(new Date(2026, 10, 18, 9, 0).toISOString(), now)).toBe('5 days ago');
    expect(relativeDay(new Date(2026, 10, 10, 9, 0).toISOString(), now)).toBe('Nov 10, 2026');
    expect(relativeDay('not a date', now)).toBe('Unknown');
  });
});

describe('the generate form', () => {
  test('defaults: the pre-filled name and description, webhooks and payments on, no expiry', () => {
    expect(defaultKeyForm()).toEqual({
      name: 'PS-FABA Production Key',
      description: 'Payment gateway integration key for PS-FABA',
      permissions: { webhooks: true, payments: true, analytics: false },
      expiresOn: '',
    });
  });

  test('an empty expiry is a permanent key; a date expires at the end of that local day', () => {
    expect(toGenerateInput(defaultKeyForm()).expiresAt).toBeNull();
    const iso = endOfDayIso('2026-12-31');
    const local = new Date(iso);
    expect([
      local.getFullYear(),
      local.getMonth(),
      local.getDate(),
      local.getHours(),
      local.getMinutes(),
    ]).toEqual([2026, 11, 31, 23, 59]);
    expect(toGenerateInput({ ...defaultKeyForm(), expiresOn: '2026-12-31' }).expiresAt).toBe(iso);
  });

  test('today is written as the date input writes it', () => {
    expect(todayInputValue(new Date(2026, 0, 5, 10))).toBe('2026-01-05');
  });
});

describe('webhookUrlProblem', () => {
  test('https addresses pass, and http only for this machine; empty means none', () => {
    expect(webhookUrlProblem('')).toBeNull();
    expect(webhookUrlProblem('  https://partner.example.com/hooks?x=1 ')).toBeNull();
    expect(webhookUrlProblem('http://localhost:8787/hook')).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1/hook')).toBeNull();
    expect(webhookUrlProblem('http://partner.example.com/hook')).toMatch(/https/);
    expect(webhookUrlProblem('https://user@partner.example.com')).toMatch(/https/);
    expect(webhookUrlProblem('partner.example.com')).toMatch(/https/);
    expect(webhookUrlProblem(`https://a.example.com/${'x'.repeat(2048)}`)).toMatch(/2048/);
  });
});

describe('partnerEndpoint', () => {
  test('hosted: the project URL plus the function path; local: only the path', () => {
    expect(partnerEndpoint({ mode: 'hosted', supabaseUrl: 'https://abc.supabase.co/' })).toEqual({
      url: 'https://abc.supabase.co/functions/v1/ps-faba-api',
      path: '/functions/v1/ps-faba-api',
    });
    expect(partnerEndpoint({ mode: 'local', supabaseUrl: null })).toEqual({
      url: null,
      path: '/functions/v1/ps-faba-api',
    });
  });
});

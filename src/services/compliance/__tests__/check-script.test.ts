import { describe, expect, test } from 'vitest';
import { checkScript } from '../check-script';
import { complianceGuidelines } from '../guidelines';
import { complianceRules } from '../rules';
import { complianceScore, complianceStatus } from '../score';

const ruleIds = (script: string) => checkScript(script).issues.map((issue) => issue.ruleId);

// For every rule: texts that break it, and close texts that do not.
const cases: Record<string, { breaks: string[]; passes: string[] }> = {
  'absolute-guarantee': {
    breaks: [
      'This method is guaranteed to grow your channel.',
      'We promise 100% results in a week.',
      'A system that will never fail you.',
      'Totally risk-free for everyone.',
    ],
    passes: [
      'Try it for 30 days with our money-back guarantee.',
      'Most viewers saw more watch time within a month.',
    ],
  },
  'unqualified-claim': {
    breaks: [
      'This is the best editing app ever made.',
      'The #1 course for new creators.',
      'It will cure your back pain.',
      'Watch your views grow instantly.',
    ],
    passes: [
      'This is one of the best editing apps I have used.',
      'Rated #1 by Creator Weekly readers in 2025.',
      'Stretching may help with back pain.',
      'Do your best work every day.',
    ],
  },
  'income-claim': {
    breaks: ['I earn $5,000 a month from this channel.', 'My students made $10K last year.'],
    passes: [
      'I earn $5,000 a month from this channel.\nResults vary and are not typical.',
      'The course costs $49.',
    ],
  },
  'fake-urgency': {
    breaks: ['Only 2 left in stock!', 'Last chance to join.', 'The sale ends tonight.', 'Act now!'],
    passes: ['The spring sale runs until March 31.', 'Join whenever you are ready.'],
  },
  'get-rich-quick': {
    breaks: [
      'This is a get rich quick plan.',
      'I became rich overnight.',
      'Easy money for everyone.',
      'Passive income without work.',
    ],
    passes: ['Orders placed today ship overnight.', 'Building income took me three years of work.'],
  },
  'sponsor-disclosure': {
    breaks: [
      'Thanks to our sponsor, NordPeak.',
      'Use my code CREATOR for 20% off.',
      'Grab the discount code below.',
    ],
    passes: [
      'This video is sponsored by NordPeak.\nThanks to our sponsor!',
      'Use my code CREATOR for 20% off. #ad',
      'Links below are affiliate links; use my code CREATOR.',
      'Thanks for watching, see you next week.',
    ],
  },
  'targeting-minors': {
    breaks: ['Hey kids, buy yours today!', 'Teens, sign up now for early access.', 'Under 18? Order now!'],
    passes: ['Parents, these toys are great for kids.', 'Teens are watching more short videos.'],
  },
};

describe('every compliance rule', () => {
  test('has test cases here (no rule left untested)', () => {
    expect(Object.keys(cases).sort()).toEqual(complianceRules.map((rule) => rule.id).sort());
  });

  for (const [id, { breaks, passes }] of Object.entries(cases)) {
    test.each(breaks)(`${id} flags: %s`, (text) => {
      expect(ruleIds(text)).toContain(id);
    });
    test.each(passes)(`${id} accepts: %s`, (text) => {
      expect(ruleIds(text)).not.toContain(id);
    });
  }
});

describe('issues', () => {
  test('carry the 1-based line where they matched, the category and the type from its severity', () => {
    const script =
      'Welcome back to the channel!\n\nThis trick is guaranteed to work.\nThanks to our sponsor.\nI made $2,000 a week.';
    const { issues } = checkScript(script);
    expect(issues.map(({ ruleId, line, type, category }) => ({ ruleId, line, type, category }))).toEqual([
      { ruleId: 'absolute-guarantee', line: 3, type: 'error', category: 'Claims & Promises' },
      { ruleId: 'sponsor-disclosure', line: 4, type: 'error', category: 'Misleading Content' },
      { ruleId: 'income-claim', line: 5, type: 'warning', category: 'Financial & Investment' },
    ]);
    expect(issues[0].message).toBe('Absolute guarantee: "guaranteed"');
    expect(issues[0].suggestion).toMatch(/typical outcomes/);
  });

  test('count lines across Windows line endings too', () => {
    const { issues } = checkScript('Intro\r\nOutro\r\nAct now!');
    expect(issues).toHaveLength(1);
    expect(issues[0].line).toBe(3);
  });

  test('one issue per rule per line, each broken line reported', () => {
    const { issues } = checkScript('Guaranteed, guaranteed!\nok\nStill guaranteed.');
    expect(issues.filter((i) => i.ruleId === 'absolute-guarantee').map((i) => i.line)).toEqual([1, 3]);
  });

  test('recommendations follow the broken rules, once each', () => {
    const result = checkScript('Act now!\nHurry, last chance!\nKids, buy one today.');
    expect(result.suggestions).toEqual([
      'Remove invented deadlines and scarcity; state real ones with their dates.',
      'Aim purchase calls at adults and set the campaign to 18+.',
    ]);
  });

  test('a clean script passes with 100 and a keep-it-up note', () => {
    const result = checkScript('Today I show you how I light my desk setup.\nLinks are in the description.');
    expect(result).toMatchObject({ score: 100, status: 'passed', issues: [] });
    expect(result.suggestions).toHaveLength(1);
  });
});

describe('score and status', () => {
  const issues = (errors: number, warnings: number) => [
    ...Array.from({ length: errors }, () => ({ type: 'error' as const })),
    ...Array.from({ length: warnings }, () => ({ type: 'warning' as const })),
  ];

  test('deduct 15 per error and 5 per warning, never below 0', () => {
    expect(complianceScore([])).toBe(100);
    expect(complianceScore(issues(1, 0))).toBe(85);
    expect(complianceScore(issues(0, 3))).toBe(85);
    expect(complianceScore(issues(2, 1))).toBe(65);
    expect(complianceScore(issues(7, 0))).toBe(0);
  });

  test('passed needs no error and 90+, any error or < 70 fails, the rest warns', () => {
    expect(complianceStatus(100, 0)).toBe('passed');
    expect(complianceStatus(90, 0)).toBe('passed');
    expect(complianceStatus(89, 0)).toBe('warning');
    expect(complianceStatus(70, 0)).toBe('warning');
    expect(complianceStatus(69, 0)).toBe('failed');
    expect(complianceStatus(95, 1)).toBe('failed');
  });

  test('the whole check applies them', () => {
    // Three warnings: 85 and warning.
    const result = checkScript('I made $900 a week.\nEasy money.\nTeens, buy the kit today.');
    expect(result.issues.every((issue) => issue.type === 'warning')).toBe(true);
    expect(result).toMatchObject({ score: 85, status: 'warning' });
    expect(checkScript('Guaranteed results.')).toMatchObject({ score: 85, status: 'failed' });
  });
});

describe('guidelines', () => {
  test('list the four categories with their severity and the engine’s own rules', () => {
    const guidelines = complianceGuidelines();
    expect(guidelines.map((g) => [g.category, g.severity])).toEqual([
      ['Claims & Promises', 'high'],
      ['Misleading Content', 'high'],
      ['Financial & Investment', 'medium'],
      ['Age & Targeting', 'medium'],
    ]);
    expect(guidelines.flatMap((g) => g.rules.map((r) => r.id)).sort()).toEqual(
      complianceRules.map((r) => r.id).sort(),
    );
  });
});

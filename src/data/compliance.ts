import type { ComplianceStatus } from '@/services/compliance/types';

/** A past compliance check, as Check History lists it. */
export interface ComplianceHistoryItem {
  id: string;
  title: string;
  /** ISO date-time the check ran. */
  date: string;
  status: ComplianceStatus;
  /** Errors found. */
  issues: number;
  warnings: number;
  score: number;
}

/** Sample checks shown under the session's own in Check History (scores follow the checker's formula). */
export const sampleComplianceHistory: readonly ComplianceHistoryItem[] = [
  {
    id: 'h1',
    title: 'Spring Skincare Launch – 30s pre-roll',
    date: '2026-11-20T15:42:00Z',
    status: 'passed',
    issues: 0,
    warnings: 1,
    score: 95,
  },
  {
    id: 'h2',
    title: 'Budget Travel Hacks – sponsor read',
    date: '2026-11-18T10:05:00Z',
    status: 'warning',
    issues: 0,
    warnings: 3,
    score: 85,
  },
  {
    id: 'h3',
    title: 'Crypto Trading Masterclass promo',
    date: '2026-11-15T19:30:00Z',
    status: 'failed',
    issues: 3,
    warnings: 2,
    score: 45,
  },
  {
    id: 'h4',
    title: 'Home Gym Setup Review',
    date: '2026-11-12T08:55:00Z',
    status: 'passed',
    issues: 0,
    warnings: 0,
    score: 100,
  },
  {
    id: 'h5',
    title: 'Back-to-School Gadget Deals',
    date: '2026-11-09T13:20:00Z',
    status: 'failed',
    issues: 1,
    warnings: 1,
    score: 80,
  },
];

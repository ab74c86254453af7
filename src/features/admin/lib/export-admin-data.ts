import {
  adminUsers,
  affiliates,
  coupons,
  planDistribution,
  platformStats,
  type TeamAdmin,
} from '@/data/admin';

/** Everything the dashboard shows, as one JSON document (the team as it is now). */
export function buildAdminExport(team: readonly TeamAdmin[], now = new Date()) {
  return {
    exportDate: now.toISOString(),
    note: 'Sample data shown on the admin dashboard; not read from the database.',
    stats: platformStats,
    planDistribution,
    users: adminUsers,
    admins: team,
    coupons,
    affiliates,
  };
}

/** The export's file name, e.g. admin-data-2026-11-23.json. */
export function adminExportFileName(now = new Date()): string {
  return `admin-data-${now.toISOString().slice(0, 10)}.json`;
}

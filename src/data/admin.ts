/**
 * Sample data for the admin dashboard (its users, coupons, admins and
 * affiliates). None of it is read from the database; the statistics carry no meaning.
 */

export type UserPlan = 'free' | 'pro' | 'enterprise';
export type UserStatus = 'active' | 'trial' | 'suspended' | 'expired';

export interface AdminUser {
  id: string;
  name: string;
  email: string;
  plan: UserPlan;
  status: UserStatus;
  /** ISO date the account was created. */
  joinDate: string;
  /** ISO date and time of the last sign-in. */
  lastActive: string;
  /** Lifetime revenue in US dollars. */
  revenue: number;
  usage: { videos: number; thumbnails: number; scripts: number };
}

export type CouponType = 'percentage' | 'fixed';
export type CouponStatus = 'active' | 'expired' | 'disabled';

export interface Coupon {
  id: string;
  code: string;
  /** Percent off for a percentage coupon; US dollars off for a fixed one. */
  discount: number;
  type: CouponType;
  uses: number;
  maxUses: number;
  /** ISO date. */
  expiresAt: string;
  status: CouponStatus;
}

export type AdminRole = 'super_admin' | 'admin' | 'moderator' | 'support';
export type AdminPermission =
  | 'all'
  | 'user_management'
  | 'billing'
  | 'analytics'
  | 'coupons'
  | 'content_moderation'
  | 'user_view'
  | 'support_tickets';
export type AdminStatus = 'active' | 'invited';

export interface TeamAdmin {
  id: string;
  name: string;
  email: string;
  role: AdminRole;
  permissions: readonly AdminPermission[];
  /** ISO date and time, or null for an invitation not yet accepted. */
  lastActive: string | null;
  /** ISO date. */
  joinDate: string;
  status: AdminStatus;
}

export type AffiliateStatus = 'active' | 'pending' | 'suspended';

export interface Affiliate {
  id: string;
  name: string;
  email: string;
  /** Percent of each referred payment. */
  commissionRate: number;
  /** US dollars paid out so far. */
  totalEarned: number;
  referrals: number;
  status: AffiliateStatus;
  /** ISO date. */
  joinDate: string;
}

export interface PlatformStat {
  label: string;
  value: number;
  format: 'number' | 'money' | 'percent';
  /** Change versus last month, in percent. */
  change: number;
  /** Whether a rise is good news (churn is not). */
  higherIsBetter: boolean;
}

/** The admin roles and what each may do (docs/product-rules.md#admin-dashboard). */
export const ADMIN_ROLES: readonly {
  role: AdminRole;
  label: string;
  permissions: readonly AdminPermission[];
}[] = [
  { role: 'super_admin', label: 'Super Admin', permissions: ['all'] },
  { role: 'admin', label: 'Admin', permissions: ['user_management', 'billing', 'analytics', 'coupons'] },
  { role: 'moderator', label: 'Moderator', permissions: ['user_management', 'content_moderation'] },
  { role: 'support', label: 'Support', permissions: ['user_view', 'support_tickets'] },
];

export const PERMISSION_LABELS: Record<AdminPermission, string> = {
  all: 'All permissions',
  user_management: 'User management',
  billing: 'Billing',
  analytics: 'Analytics',
  coupons: 'Coupons',
  content_moderation: 'Content moderation',
  user_view: 'View users',
  support_tickets: 'Support tickets',
};

export function permissionsFor(role: AdminRole): readonly AdminPermission[] {
  return ADMIN_ROLES.find((entry) => entry.role === role)?.permissions ?? [];
}

export function roleLabel(role: AdminRole): string {
  return ADMIN_ROLES.find((entry) => entry.role === role)?.label ?? role;
}

export const platformStats: readonly PlatformStat[] = [
  { label: 'Total Users', value: 12847, format: 'number', change: 12.5, higherIsBetter: true },
  { label: 'Monthly Revenue', value: 89420, format: 'money', change: 8.2, higherIsBetter: true },
  { label: 'Active Subscriptions', value: 3428, format: 'number', change: 5.7, higherIsBetter: true },
  { label: 'Churn Rate', value: 2.4, format: 'percent', change: -0.6, higherIsBetter: false },
];

/** How the 12,847 accounts split across the plans. */
export const planDistribution: readonly { plan: UserPlan; users: number }[] = [
  { plan: 'free', users: 9419 },
  { plan: 'pro', users: 2896 },
  { plan: 'enterprise', users: 532 },
];

export const adminUsers: readonly AdminUser[] = [
  {
    id: 'usr_1001',
    name: 'Maya Chen',
    email: 'maya.chen@brightreel.studio',
    plan: 'enterprise',
    status: 'active',
    joinDate: '2026-02-14',
    lastActive: '2026-11-23T09:12:00Z',
    revenue: 4788,
    usage: { videos: 342, thumbnails: 518, scripts: 276 },
  },
  {
    id: 'usr_1002',
    name: 'Jordan Okafor',
    email: 'jordan@okaforfitness.com',
    plan: 'pro',
    status: 'active',
    joinDate: '2026-05-03',
    lastActive: '2026-11-22T18:40:00Z',
    revenue: 343,
    usage: { videos: 87, thumbnails: 142, scripts: 95 },
  },
  {
    id: 'usr_1003',
    name: 'Priya Raman',
    email: 'priya.raman@gmail.com',
    plan: 'free',
    status: 'trial',
    joinDate: '2026-11-18',
    lastActive: '2026-11-23T07:55:00Z',
    revenue: 0,
    usage: { videos: 4, thumbnails: 9, scripts: 6 },
  },
  {
    id: 'usr_1004',
    name: 'Lucas Moreau',
    email: 'lucas@techunboxed.fr',
    plan: 'pro',
    status: 'active',
    joinDate: '2026-03-21',
    lastActive: '2026-11-21T14:05:00Z',
    revenue: 392,
    usage: { videos: 133, thumbnails: 201, scripts: 118 },
  },
  {
    id: 'usr_1005',
    name: 'Sofia Alvarez',
    email: 'sofia@cocinaconsofia.mx',
    plan: 'free',
    status: 'active',
    joinDate: '2026-09-09',
    lastActive: '2026-11-20T20:31:00Z',
    revenue: 0,
    usage: { videos: 12, thumbnails: 25, scripts: 14 },
  },
  {
    id: 'usr_1006',
    name: 'Ethan Brooks',
    email: 'ethan.brooks@outlook.com',
    plan: 'pro',
    status: 'suspended',
    joinDate: '2026-01-30',
    lastActive: '2026-10-02T11:18:00Z',
    revenue: 245,
    usage: { videos: 61, thumbnails: 48, scripts: 39 },
  },
  {
    id: 'usr_1007',
    name: 'Aiko Tanaka',
    email: 'aiko@studiotanaka.jp',
    plan: 'enterprise',
    status: 'active',
    joinDate: '2025-12-07',
    lastActive: '2026-11-23T02:47:00Z',
    revenue: 5985,
    usage: { videos: 498, thumbnails: 764, scripts: 402 },
  },
  {
    id: 'usr_1008',
    name: 'Noah Williams',
    email: 'noah@dailyfinancebytes.com',
    plan: 'pro',
    status: 'expired',
    joinDate: '2026-04-11',
    lastActive: '2026-09-28T16:22:00Z',
    revenue: 196,
    usage: { videos: 44, thumbnails: 57, scripts: 41 },
  },
  {
    id: 'usr_1009',
    name: 'Grace Kim',
    email: 'grace.kim@learnwithgrace.org',
    plan: 'free',
    status: 'trial',
    joinDate: '2026-11-21',
    lastActive: '2026-11-22T21:10:00Z',
    revenue: 0,
    usage: { videos: 2, thumbnails: 5, scripts: 3 },
  },
  {
    id: 'usr_1010',
    name: 'Omar Haddad',
    email: 'omar@roadtripomar.com',
    plan: 'pro',
    status: 'active',
    joinDate: '2026-07-19',
    lastActive: '2026-11-23T10:02:00Z',
    revenue: 196,
    usage: { videos: 58, thumbnails: 96, scripts: 47 },
  },
  {
    id: 'usr_1011',
    name: 'Hannah Schmidt',
    email: 'hannah@gartenzeit.de',
    plan: 'free',
    status: 'expired',
    joinDate: '2026-06-02',
    lastActive: '2026-08-15T08:36:00Z',
    revenue: 0,
    usage: { videos: 7, thumbnails: 11, scripts: 5 },
  },
  {
    id: 'usr_1012',
    name: 'Diego Santos',
    email: 'diego@santosgaming.tv',
    plan: 'enterprise',
    status: 'trial',
    joinDate: '2026-11-15',
    lastActive: '2026-11-23T08:19:00Z',
    revenue: 0,
    usage: { videos: 23, thumbnails: 41, scripts: 18 },
  },
];

export const coupons: readonly Coupon[] = [
  {
    id: 'cpn_01',
    code: 'LAUNCH50',
    discount: 50,
    type: 'percentage',
    uses: 412,
    maxUses: 500,
    expiresAt: '2026-12-31',
    status: 'active',
  },
  {
    id: 'cpn_02',
    code: 'CREATOR20',
    discount: 20,
    type: 'percentage',
    uses: 1187,
    maxUses: 2000,
    expiresAt: '2027-03-31',
    status: 'active',
  },
  {
    id: 'cpn_03',
    code: 'WELCOME10',
    discount: 10,
    type: 'fixed',
    uses: 238,
    maxUses: 1000,
    expiresAt: '2027-06-30',
    status: 'active',
  },
  {
    id: 'cpn_04',
    code: 'BLACKFRIDAY',
    discount: 40,
    type: 'percentage',
    uses: 0,
    maxUses: 750,
    expiresAt: '2026-11-30',
    status: 'disabled',
  },
  {
    id: 'cpn_05',
    code: 'SUMMER25',
    discount: 25,
    type: 'fixed',
    uses: 300,
    maxUses: 300,
    expiresAt: '2026-08-31',
    status: 'expired',
  },
];

export const teamAdmins: readonly TeamAdmin[] = [
  {
    id: 'adm_01',
    name: 'Alex Rivera',
    email: 'alex.rivera@creatoros.app',
    role: 'super_admin',
    permissions: permissionsFor('super_admin'),
    lastActive: '2026-11-23T10:15:00Z',
    joinDate: '2025-10-01',
    status: 'active',
  },
  {
    id: 'adm_02',
    name: 'Sam Patel',
    email: 'sam.patel@creatoros.app',
    role: 'admin',
    permissions: permissionsFor('admin'),
    lastActive: '2026-11-22T17:48:00Z',
    joinDate: '2026-01-12',
    status: 'active',
  },
  {
    id: 'adm_03',
    name: 'Lena Fischer',
    email: 'lena.fischer@creatoros.app',
    role: 'moderator',
    permissions: permissionsFor('moderator'),
    lastActive: '2026-11-21T09:30:00Z',
    joinDate: '2026-04-08',
    status: 'active',
  },
  {
    id: 'adm_04',
    name: 'Marcus Green',
    email: 'marcus.green@creatoros.app',
    role: 'support',
    permissions: permissionsFor('support'),
    lastActive: '2026-11-23T08:02:00Z',
    joinDate: '2026-08-25',
    status: 'active',
  },
];

export const affiliates: readonly Affiliate[] = [
  {
    id: 'aff_01',
    name: 'Tech Tutorials Hub',
    email: 'partners@techtutorialshub.com',
    commissionRate: 30,
    totalEarned: 8420.5,
    referrals: 312,
    status: 'active',
    joinDate: '2026-01-20',
  },
  {
    id: 'aff_02',
    name: 'Creator Growth Academy',
    email: 'hello@creatorgrowth.academy',
    commissionRate: 25,
    totalEarned: 5130,
    referrals: 204,
    status: 'active',
    joinDate: '2026-03-02',
  },
  {
    id: 'aff_03',
    name: 'Vlog Life Weekly',
    email: 'team@vloglifeweekly.com',
    commissionRate: 20,
    totalEarned: 1275.25,
    referrals: 68,
    status: 'active',
    joinDate: '2026-06-14',
  },
  {
    id: 'aff_04',
    name: 'Editing Pro Tips',
    email: 'collab@editingprotips.io',
    commissionRate: 20,
    totalEarned: 0,
    referrals: 0,
    status: 'pending',
    joinDate: '2026-11-19',
  },
  {
    id: 'aff_05',
    name: 'Viral Shorts Lab',
    email: 'ops@viralshortslab.net',
    commissionRate: 15,
    totalEarned: 640,
    referrals: 41,
    status: 'suspended',
    joinDate: '2026-02-27',
  },
];

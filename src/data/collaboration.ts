/**
 * Sample data for Collaboration: the spec's team cards. The sample projects, their comments and
 * the sample activity feed are rows every workspace starts with
 * (supabase/migrations/20261125000300_workspace_projects.sql).
 */

export type Presence = 'online' | 'away' | 'offline';

export interface TeamMember {
  id: string;
  name: string;
  email: string;
  role: string;
  avatar: string;
  status: Presence;
  projects: number;
  lastActive: string;
}

export const teamMembers: readonly TeamMember[] = [
  {
    id: 'u1',
    name: 'Sarah Chen',
    email: 'sarah.chen@example.com',
    role: 'Creative Director',
    avatar: 'SC',
    status: 'online',
    projects: 4,
    lastActive: 'Active now',
  },
  {
    id: 'u2',
    name: 'Marcus Johnson',
    email: 'marcus.johnson@example.com',
    role: 'Video Editor',
    avatar: 'MJ',
    status: 'online',
    projects: 3,
    lastActive: 'Active now',
  },
  {
    id: 'u3',
    name: 'Priya Patel',
    email: 'priya.patel@example.com',
    role: 'Content Creator',
    avatar: 'PP',
    status: 'away',
    projects: 2,
    lastActive: '20 minutes ago',
  },
  {
    id: 'u4',
    name: 'David Kim',
    email: 'david.kim@example.com',
    role: 'Marketing Manager',
    avatar: 'DK',
    status: 'offline',
    projects: 3,
    lastActive: 'Yesterday',
  },
  {
    id: 'u5',
    name: 'Elena Rossi',
    email: 'elena.rossi@example.com',
    role: 'Motion Designer',
    avatar: 'ER',
    status: 'away',
    projects: 1,
    lastActive: '1 hour ago',
  },
];

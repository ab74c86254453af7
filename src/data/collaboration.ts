/** Sample data for Collaboration: projects, the team and its activity. */

export type ProjectStatus = 'in_progress' | 'review' | 'completed';
export type Priority = 'high' | 'medium' | 'low';
export type Presence = 'online' | 'away' | 'offline';

export interface Assignee {
  id: string;
  name: string;
  /** Initials shown in the avatar circle. */
  avatar: string;
  role: string;
}

export interface ProjectComment {
  id: string;
  user: string;
  message: string;
  time: string;
  replies: number;
}

export interface Project {
  id: string;
  name: string;
  description: string;
  status: ProjectStatus;
  priority: Priority;
  /** YYYY-MM-DD */
  dueDate: string;
  assignees: Assignee[];
  /** Percent complete, 0 to 100. */
  progress: number;
  comments: ProjectComment[];
  files: number;
  lastActivity: string;
}

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

export interface ActivityEntry {
  id: string;
  user: string;
  action: string;
  target: string;
  time: string;
}

const sarah: Assignee = { id: 'u1', name: 'Sarah Chen', avatar: 'SC', role: 'Creative Director' };
const marcus: Assignee = { id: 'u2', name: 'Marcus Johnson', avatar: 'MJ', role: 'Video Editor' };
const priya: Assignee = { id: 'u3', name: 'Priya Patel', avatar: 'PP', role: 'Content Creator' };
const david: Assignee = { id: 'u4', name: 'David Kim', avatar: 'DK', role: 'Marketing Manager' };
const elena: Assignee = { id: 'u5', name: 'Elena Rossi', avatar: 'ER', role: 'Motion Designer' };

export const projects: readonly Project[] = [
  {
    id: 'p1',
    name: 'Summer Product Launch',
    description: 'Three 30-second pre-roll ads and a 60-second hero video for the summer collection.',
    status: 'in_progress',
    priority: 'high',
    dueDate: '2026-12-05',
    assignees: [sarah, marcus, david],
    progress: 65,
    comments: [
      {
        id: 'c1',
        user: 'Sarah Chen',
        message: 'Rough cut of the hero video is in the shared folder.',
        time: '2 hours ago',
        replies: 2,
      },
      {
        id: 'c2',
        user: 'David Kim',
        message: 'Can we tighten the hook to under 5 seconds?',
        time: '1 hour ago',
        replies: 0,
      },
    ],
    files: 14,
    lastActivity: '1 hour ago',
  },
  {
    id: 'p2',
    name: 'Tutorial Series: Editing Basics',
    description: 'Eight short tutorials on cutting, colour and sound for new creators.',
    status: 'review',
    priority: 'medium',
    dueDate: '2026-11-28',
    assignees: [priya, marcus],
    progress: 90,
    comments: [
      {
        id: 'c3',
        user: 'Priya Patel',
        message: 'Episodes 1 to 6 are ready for review.',
        time: 'Yesterday',
        replies: 1,
      },
    ],
    files: 22,
    lastActivity: '5 hours ago',
  },
  {
    id: 'p3',
    name: 'Holiday Campaign Thumbnails',
    description: 'A/B thumbnail sets for the five holiday campaign videos.',
    status: 'in_progress',
    priority: 'high',
    dueDate: '2026-12-01',
    assignees: [elena, sarah],
    progress: 40,
    comments: [],
    files: 9,
    lastActivity: '3 hours ago',
  },
  {
    id: 'p4',
    name: 'Q3 Brand Partnership Recap',
    description: 'Performance recap video and report for the Q3 sponsor partners.',
    status: 'completed',
    priority: 'low',
    dueDate: '2026-10-15',
    assignees: [david, priya],
    progress: 100,
    comments: [
      {
        id: 'c4',
        user: 'David Kim',
        message: 'Sent to all three partners. Great work, everyone!',
        time: '5 weeks ago',
        replies: 3,
      },
    ],
    files: 6,
    lastActivity: '5 weeks ago',
  },
];

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

export const activityFeed: readonly ActivityEntry[] = [
  {
    id: 'a1',
    user: 'David Kim',
    action: 'commented on',
    target: 'Summer Product Launch',
    time: '1 hour ago',
  },
  {
    id: 'a2',
    user: 'Sarah Chen',
    action: 'uploaded a rough cut to',
    target: 'Summer Product Launch',
    time: '2 hours ago',
  },
  {
    id: 'a3',
    user: 'Elena Rossi',
    action: 'added 4 thumbnails to',
    target: 'Holiday Campaign Thumbnails',
    time: '3 hours ago',
  },
  {
    id: 'a4',
    user: 'Marcus Johnson',
    action: 'moved to review',
    target: 'Tutorial Series: Editing Basics',
    time: '5 hours ago',
  },
  {
    id: 'a5',
    user: 'Priya Patel',
    action: 'completed episode 6 of',
    target: 'Tutorial Series: Editing Basics',
    time: 'Yesterday',
  },
  {
    id: 'a6',
    user: 'David Kim',
    action: 'marked as completed',
    target: 'Q3 Brand Partnership Recap',
    time: '5 weeks ago',
  },
];

import { Mail, MessageCircle } from 'lucide-react';
import toast from 'react-hot-toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { teamMembers } from '@/data/collaboration';
import { cn } from '@/lib/cn';
import { memberName, type WorkspaceMember } from '@/lib/workspaces/workspace-members-api';
import { initialsOf } from '../lib/initials';
import { presenceDotClass, presenceLabel, workspaceRoleLabel } from '../lib/labels';
import { Avatar } from './avatar';

/**
 * The workspace's real members with their role, then the spec's sample team cards (job titles,
 * presence: a dot plus its word for screen readers), labelled Sample.
 */
export function TeamTab({
  members,
  userId,
}: {
  members: readonly WorkspaceMember[] | undefined;
  userId: string | null;
}) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="workspace-members-heading">
        <h2 id="workspace-members-heading" className="text-lg font-semibold text-slate-900">
          Workspace members
        </h2>
        {members === undefined ? (
          <p className="mt-2 text-sm text-slate-600">Loading…</p>
        ) : (
          <ul aria-label="Workspace members" className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {members.map((member) => {
              const name = memberName(member);
              return (
                <li key={member.user_id}>
                  <Card className="flex h-full items-center gap-3 p-5">
                    <Avatar initials={initialsOf(name)} className="size-11 text-sm" />
                    <div className="min-w-0">
                      <h3 className="font-semibold break-words text-slate-900">
                        {name}
                        {member.user_id === userId && (
                          <span className="font-normal text-slate-600"> (you)</span>
                        )}
                      </h3>
                      <p className="text-sm text-slate-600">{workspaceRoleLabel[member.role]}</p>
                      {member.email && <p className="truncate text-sm text-slate-600">{member.email}</p>}
                    </div>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="sample-team-heading">
        <h2 id="sample-team-heading" className="text-lg font-semibold text-slate-900">
          Sample team
        </h2>
        <ul aria-label="Team members" className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {teamMembers.map((member) => (
            <li key={member.id}>
              <Card className="h-full p-5">
                <div className="flex items-center gap-3">
                  <span className="relative">
                    <Avatar initials={member.avatar} className="size-11 text-sm" />
                    <span
                      className={cn(
                        'absolute right-0 bottom-0 size-3 rounded-full ring-2 ring-white',
                        presenceDotClass[member.status],
                      )}
                      aria-hidden
                    />
                  </span>
                  <div className="min-w-0">
                    <h3 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                      {member.name} <Badge variant="neutral">Sample</Badge>
                    </h3>
                    <p className="text-sm text-slate-600">{member.role}</p>
                  </div>
                </div>
                <p className="sr-only">Status: {presenceLabel[member.status]}</p>
                <dl className="mt-4 space-y-1 text-sm">
                  <div className="flex items-center gap-2 text-slate-700">
                    <dt>
                      <Mail className="size-4 text-slate-500" aria-hidden />
                      <span className="sr-only">Email</span>
                    </dt>
                    <dd className="min-w-0 truncate">{member.email}</dd>
                  </div>
                  <div className="flex gap-2">
                    <dt className="text-slate-600">Projects</dt>
                    <dd className="font-medium text-slate-900">{member.projects}</dd>
                  </div>
                  <div className="flex gap-2">
                    <dt className="text-slate-600">Last active</dt>
                    <dd className="font-medium text-slate-900">
                      <span aria-hidden>{presenceLabel[member.status]} · </span>
                      {member.lastActive}
                    </dd>
                  </div>
                </dl>
                <Button
                  variant="secondary"
                  className="mt-4 w-full"
                  onClick={() => toast('Messaging is coming soon')}
                  aria-label={`Message ${member.name}`}
                >
                  <MessageCircle className="size-4" aria-hidden /> Message
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

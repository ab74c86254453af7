import { Mail, MessageCircle } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { teamMembers } from '@/data/collaboration';
import { cn } from '@/lib/cn';
import { presenceDotClass, presenceLabel } from '../lib/labels';
import { Avatar } from './avatar';

/** Team member cards with presence (a dot plus its word for screen readers). */
export function TeamTab() {
  return (
    <ul aria-label="Team members" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
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
                <h2 className="font-semibold text-slate-900">{member.name}</h2>
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
  );
}

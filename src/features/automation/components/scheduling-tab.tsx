import { BarChart3, CalendarPlus, FlaskConical, Megaphone } from 'lucide-react';
import toast from 'react-hot-toast';
import { Card } from '@/components/ui/card';
import { scheduledTasks } from '@/data/automation';
import { cn } from '@/lib/cn';
import { Table } from '@/components/ui/table';
import { formatDateTime, scheduleStatusClass, scheduleTypeLabel } from '../lib/labels';

const quickActions = [
  { label: 'Schedule Upload', icon: CalendarPlus, soon: 'Scheduling uploads is coming soon' },
  { label: 'Campaign', icon: Megaphone, soon: 'Scheduling campaigns is coming soon' },
  { label: 'Report', icon: BarChart3, soon: 'Scheduling reports is coming soon' },
  { label: 'A/B Test', icon: FlaskConical, soon: 'Scheduling A/B tests is coming soon' },
] as const;

/** Quick Schedule buttons and the Scheduled Tasks table. */
export function SchedulingTab() {
  return (
    <div className="space-y-6">
      <Card aria-labelledby="quick-schedule-heading" className="p-5">
        <h2 id="quick-schedule-heading" className="text-lg font-semibold text-slate-900">
          Quick Schedule
        </h2>
        <div className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
          {quickActions.map(({ label, icon: Icon, soon }) => (
            <button
              key={label}
              type="button"
              onClick={() => toast(soon)}
              className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 p-4 text-center text-sm font-medium text-slate-800 hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <Icon className="size-5 text-brand-600" aria-hidden />
              {label}
            </button>
          ))}
        </div>
      </Card>
      <Card aria-labelledby="tasks-heading" className="p-0">
        <h2 id="tasks-heading" className="p-5 pb-3 text-lg font-semibold text-slate-900">
          Scheduled Tasks
        </h2>
        <Table label="Scheduled tasks" className="w-full min-w-[48rem] text-left text-sm">
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-5 py-3">
                Task
              </th>
              <th scope="col" className="px-5 py-3">
                Type
              </th>
              <th scope="col" className="px-5 py-3">
                Scheduled
              </th>
              <th scope="col" className="px-5 py-3">
                Campaign
              </th>
              <th scope="col" className="px-5 py-3">
                Platform
              </th>
              <th scope="col" className="px-5 py-3">
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {scheduledTasks.map((task) => (
              <tr key={task.id}>
                <td className="px-5 py-3">
                  <p className="font-medium text-slate-900">{task.name}</p>
                  <p className="text-xs text-slate-600">{task.description}</p>
                </td>
                <td className="px-5 py-3 whitespace-nowrap text-slate-700">{scheduleTypeLabel[task.type]}</td>
                <td className="px-5 py-3 whitespace-nowrap text-slate-700">
                  {formatDateTime(task.scheduledTime)}
                </td>
                <td className="px-5 py-3 text-slate-700">{task.campaign}</td>
                <td className="px-5 py-3 text-slate-700">{task.platform}</td>
                <td className="px-5 py-3">
                  <span
                    className={cn(
                      'rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize',
                      scheduleStatusClass[task.status],
                    )}
                  >
                    {task.status}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card>
    </div>
  );
}

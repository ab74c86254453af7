import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { deviceUsage, type Location } from '@/data/audience-insights';
import { formatNumber } from '@/lib/format/metrics';

/** Device usage bars and the top five countries. */
export function DeviceLocationCard({ locations }: { locations: readonly Location[] }) {
  return (
    <Card className="min-w-0" aria-labelledby="device-location-heading">
      <h2 id="device-location-heading" className="text-lg font-semibold text-slate-900">
        Device and Location
      </h2>
      <h3 className="mt-4 text-sm font-semibold text-slate-700">Device usage</h3>
      <ul className="mt-2 space-y-3">
        {deviceUsage.map((device) => (
          <li key={device.name}>
            <div className="flex justify-between text-sm">
              <span className="text-slate-700">{device.name}</span>
              <span className="font-semibold text-slate-900">{device.value}%</span>
            </div>
            <ProgressBar
              className="mt-1 h-2"
              value={device.value}
              max={100}
              label={`${device.name} usage`}
              valueText={`${device.value}%`}
            />
          </li>
        ))}
      </ul>
      <h3 className="mt-6 text-sm font-semibold text-slate-700">Top countries</h3>
      <ol className="mt-2 divide-y divide-slate-100" aria-label="Top countries">
        {locations.map((location) => (
          <li key={location.country} className="flex items-baseline justify-between gap-3 py-2 text-sm">
            <span className="min-w-0 text-slate-700">{location.country}</span>
            <span className="text-right">
              <span className="font-semibold text-slate-900">{location.percentage.toFixed(1)}%</span>
              <span className="ml-2 text-slate-600">{formatNumber(location.users)} users</span>
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

import { DonutChart } from '@/components/charts/donut-chart';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ageSlices, deviceSlices } from '@/data/analytics';

/** The age donut and the device breakdown. */
export function AudienceDemographics() {
  return (
    <Card className="min-w-0" aria-labelledby="demographics-heading">
      <h2 id="demographics-heading" className="text-lg font-semibold text-slate-900">
        Audience Demographics
      </h2>
      <h3 className="mt-4 text-sm font-semibold text-slate-700">Age</h3>
      <div className="mt-2">
        <DonutChart title="Viewers by age" slices={ageSlices} />
      </div>
      <h3 className="mt-6 text-sm font-semibold text-slate-700">Devices</h3>
      <ul className="mt-2 space-y-3">
        {deviceSlices.map((device) => (
          <li key={device.name}>
            <div className="flex justify-between text-sm">
              <span className="text-slate-700">{device.name}</span>
              <span className="font-semibold text-slate-900">{device.value}%</span>
            </div>
            <ProgressBar
              className="mt-1 h-2"
              value={device.value}
              max={100}
              label={`${device.name} viewers`}
              valueText={`${device.value}%`}
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}

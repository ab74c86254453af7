import { DonutChart } from '@/components/charts/donut-chart';
import { Card } from '@/components/ui/card';
import { ageDistribution, genderSplit } from '@/data/audience-insights';

/** Age distribution and gender split donuts. */
export function DemographicsCard() {
  return (
    <Card className="min-w-0" aria-labelledby="demographics-heading">
      <h2 id="demographics-heading" className="text-lg font-semibold text-slate-900">
        Demographics
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <div className="min-w-0">
          <h3 className="mb-2 text-sm font-semibold text-slate-700">Age distribution</h3>
          <DonutChart title="Audience by age" slices={ageDistribution} />
        </div>
        <div className="min-w-0">
          <h3 className="mb-2 text-sm font-semibold text-slate-700">Gender split</h3>
          <DonutChart title="Audience by gender" slices={genderSplit} />
        </div>
      </div>
    </Card>
  );
}

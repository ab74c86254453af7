import { useState } from 'react';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { sampleComplianceHistory, type ComplianceHistoryItem } from '@/data/compliance';
import { CheckHistoryTab } from '../components/check-history-tab';
import { GuidelinesTab } from '../components/guidelines-tab';
import { ScriptCheckerTab } from '../components/script-checker-tab';
import { historyItem } from '../lib/history';
import { useComplianceCheck } from '../lib/use-compliance-check';

const tabs = [
  { id: 'checker', label: 'Script Checker' },
  { id: 'guidelines', label: 'Guidelines' },
  { id: 'history', label: 'Check History' },
] as const;
type TabId = (typeof tabs)[number]['id'];
const ID_PREFIX = 'compliance';

/** Policy Compliance: checks a script against the guideline rules and keeps this session's checks. */
export function ComplianceScreen() {
  const [tab, setTab] = useState<TabId>('checker');
  const [script, setScript] = useState('');
  const [ownChecks, setOwnChecks] = useState<ComplianceHistoryItem[]>([]);
  const { checking, result, run } = useComplianceCheck((checked, outcome) =>
    setOwnChecks((items) => [
      historyItem(checked, outcome, new Date(), `session-check-${items.length + 1}`),
      ...items,
    ]),
  );

  return (
    <div className="space-y-6">
      <div>
        <h1 id="page-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Policy Compliance
        </h1>
        <p className="text-slate-600">Check scripts against advertising guidelines before you publish.</p>
      </div>
      <TabList
        tabs={tabs}
        value={tab}
        onChange={setTab}
        label="Policy Compliance"
        idPrefix={ID_PREFIX}
        className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0"
      />
      <TabPanel idPrefix={ID_PREFIX} id={tab}>
        {tab === 'checker' && (
          <ScriptCheckerTab
            script={script}
            onScript={setScript}
            checking={checking}
            result={result}
            onCheck={() => run(script)}
          />
        )}
        {tab === 'guidelines' && <GuidelinesTab />}
        {tab === 'history' && <CheckHistoryTab items={[...ownChecks, ...sampleComplianceHistory]} />}
      </TabPanel>
    </div>
  );
}

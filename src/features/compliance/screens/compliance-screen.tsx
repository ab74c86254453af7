import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { sampleComplianceHistory, type ComplianceHistoryItem } from '@/data/compliance';
import { useAuth } from '@/lib/auth/auth-context';
import { scriptQuery, scriptsListQuery } from '@/lib/scripts/script-queries';
import type { Script } from '@/lib/scripts/scripts-api';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { canChangeItem } from '@/lib/workspaces/item-permissions';
import { useWorkspaces } from '@/lib/workspaces/workspace-context';
import { useWorkspaceRole } from '@/lib/workspaces/workspace-role';
import { CheckHistoryTab } from '../components/check-history-tab';
import { GuidelinesTab } from '../components/guidelines-tab';
import { SavedScriptPicker } from '../components/saved-script-picker';
import { ScriptCheckerTab } from '../components/script-checker-tab';
import { historyFromScripts, historyItem, historyRows } from '../lib/history';
import { complianceRecord } from '@/services/compliance/stored-compliance';
import { useComplianceCheck } from '../lib/use-compliance-check';
import { useRecordCheck } from '../lib/use-record-check';

const tabs = [
  { id: 'checker', label: 'Script Checker' },
  { id: 'guidelines', label: 'Guidelines' },
  { id: 'history', label: 'Check History' },
] as const;
type TabId = (typeof tabs)[number]['id'];
const ID_PREFIX = 'compliance';

/**
 * Policy Compliance: checks a pasted or saved script against the guideline rules. A saved
 * script's check is stored on it when the caller may change that script; other checks stay in
 * this session's history.
 */
export function ComplianceScreen({ client = supabase }: { client?: AppSupabaseClient }) {
  const { user } = useAuth();
  const { currentWorkspace } = useWorkspaces();
  const workspaceId = currentWorkspace?.id ?? null;
  const userId = user?.id ?? null;
  const { role, loading: roleLoading } = useWorkspaceRole(client, workspaceId);
  const [tab, setTab] = useState<TabId>('checker');
  const [script, setScript] = useState('');
  const [unsavedChecks, setUnsavedChecks] = useState<ComplianceHistoryItem[]>([]);
  const [chosenId, setChosenId] = useState('');

  const scripts = useQuery({
    ...scriptsListQuery(client, workspaceId ?? ''),
    enabled: workspaceId !== null,
  });
  const scriptList = workspaceId === null ? [] : (scripts.data ?? []);
  // A choice from another workspace (after a switch) is no choice here.
  const chosen = scriptList.find((item) => item.id === chosenId) ?? null;
  const chosenScript = useQuery({
    ...scriptQuery(client, workspaceId ?? '', chosen?.id ?? ''),
    enabled: workspaceId !== null && chosen !== null,
  });
  const recordCheck = useRecordCheck(client, workspaceId);

  const { checking, result, run } = useComplianceCheck<Script>((checked, outcome, saved) => {
    const now = new Date();
    if (saved && canChangeItem(role, saved.author_id, userId)) {
      recordCheck.mutate({ scriptId: saved.id, record: complianceRecord(outcome, now) });
      return;
    }
    setUnsavedChecks((items) => {
      const item = historyItem(checked, outcome, now, `session-check-${items.length + 1}`);
      return [saved ? { ...item, title: saved.title } : item, ...items];
    });
  });

  const checkChosenScript = () => {
    const saved = chosenScript.data;
    if (!saved) return;
    setScript(saved.body);
    run(saved.body, saved);
  };

  const notSavedNote =
    role === 'viewer'
      ? "Viewers' checks are not saved"
      : chosen && role && !canChangeItem(role, chosen.author_id, userId)
        ? "Checks of scripts you can't change are not saved"
        : null;

  const history = historyRows(historyFromScripts(scriptList), unsavedChecks, sampleComplianceHistory);

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
            savedScriptPicker={
              <SavedScriptPicker
                scripts={scriptList}
                value={chosen?.id ?? ''}
                onChange={setChosenId}
                onCheck={checkChosenScript}
                canCheck={chosenScript.data !== undefined && chosenScript.data.body.trim() !== ''}
                disabled={workspaceId === null || roleLoading || checking}
                note={notSavedNote}
              />
            }
          />
        )}
        {tab === 'guidelines' && <GuidelinesTab />}
        {tab === 'history' && <CheckHistoryTab items={history} />}
      </TabPanel>
    </div>
  );
}

import { useState } from 'react';
import {
  COMPETITOR_TRIGGERS,
  DEFAULT_CHECK_FREQUENCY,
  DEFAULT_QUIET_HOURS,
  KEYWORD_CONDITIONS,
  NOTIFICATION_CHANNELS,
  SAMPLE_ACTIVE_ALERTS,
  type AlertOption,
  type SpyAlert,
  type SpyAlertType,
} from '@/data/youtube-spy';

export interface AlertSettings {
  /** Ids of the options that are on. */
  enabled: ReadonlySet<string>;
  checkFrequency: string;
  quietFrom: string;
  quietTo: string;
}

const defaultsOn = (options: readonly AlertOption[]) => options.filter((o) => o.defaultOn).map((o) => o.id);

export const initialAlertSettings: AlertSettings = {
  enabled: new Set([
    ...defaultsOn(COMPETITOR_TRIGGERS),
    ...defaultsOn(KEYWORD_CONDITIONS),
    ...defaultsOn(NOTIFICATION_CHANNELS),
  ]),
  checkFrequency: DEFAULT_CHECK_FREQUENCY,
  quietFrom: DEFAULT_QUIET_HOURS.from,
  quietTo: DEFAULT_QUIET_HOURS.to,
};

/** The session's active alerts (three samples to start) and alert settings. */
export function useSpyAlerts() {
  const [alerts, setAlerts] = useState<SpyAlert[]>(() => [...SAMPLE_ACTIVE_ALERTS]);
  const [settings, setSettings] = useState<AlertSettings>(initialAlertSettings);
  const [nextId, setNextId] = useState(1);

  const add = (type: SpyAlertType, target: string, condition: string) => {
    setAlerts((list) => [
      { id: `new-${nextId}`, type, target: target.trim(), condition, createdAt: 'Just now' },
      ...list,
    ]);
    setNextId((id) => id + 1);
  };
  const remove = (id: string) => setAlerts((list) => list.filter((alert) => alert.id !== id));
  const toggle = (optionId: string) =>
    setSettings((current) => {
      const enabled = new Set(current.enabled);
      if (enabled.has(optionId)) enabled.delete(optionId);
      else enabled.add(optionId);
      return { ...current, enabled };
    });
  const update = (patch: Partial<Omit<AlertSettings, 'enabled'>>) =>
    setSettings((current) => ({ ...current, ...patch }));

  return { alerts, settings, add, remove, toggle, update };
}

export type SpyAlertsApi = ReturnType<typeof useSpyAlerts>;

import { useCallback, useEffect, useRef, useState } from 'react';
import { RESEARCH_DELAYS, type ResearchKind } from '@/data/youtube-spy';
import type {
  ChannelAnalytics,
  CompetitorAnalysis,
  KeywordAnalysis,
  TrendingVideo,
} from '@/services/research/research-types';

export interface ResearchResults {
  trending: TrendingVideo[];
  competitor: CompetitorAnalysis;
  keyword: KeywordAnalysis;
  channel: ChannelAnalytics;
}

/**
 * The hub's searches. One loading flag is shared by all four: while any search runs, every
 * search button waits. A result appears after the kind's simulated delay.
 */
export function useResearch() {
  const [running, setRunning] = useState<ResearchKind | null>(null);
  const [results, setResults] = useState<Partial<ResearchResults>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const busy = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(<K extends ResearchKind>(kind: K, compute: () => ResearchResults[K]) => {
    if (busy.current) return;
    busy.current = true;
    setRunning(kind);
    timer.current = setTimeout(() => {
      busy.current = false;
      setResults((previous) => ({ ...previous, [kind]: compute() }));
      setRunning(null);
    }, RESEARCH_DELAYS[kind]);
  }, []);

  return { running, results, run };
}

import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * A tab list (the WAI-ARIA tabs pattern): the selected tab is the one in the tab order, arrow
 * keys (either axis), Home and End move and select. Pair it with TabPanel under the same prefix.
 */
export function TabList<Id extends string>({
  tabs,
  value,
  onChange,
  label,
  idPrefix,
  className,
  tabClassName,
}: {
  tabs: readonly TabItem<Id>[];
  value: Id;
  onChange: (id: Id) => void;
  label: string;
  idPrefix: string;
  className?: string;
  tabClassName?: (selected: boolean) => string;
}) {
  const list = useRef<HTMLDivElement>(null);

  // A list that scrolls sideways (phones) keeps the selected tab in sight, without moving the page.
  // Measured in the next frame, whose layout it shares: measured in the effect, it forced the
  // page's first layout inside the task that runs every effect of a screen's first render.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const container = list.current;
      const selected = container?.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!container || !selected || container.scrollWidth <= container.clientWidth) return;
      const box = container.getBoundingClientRect();
      const tab = selected.getBoundingClientRect();
      if (tab.left >= box.left && tab.right <= box.right) return;
      container.scrollLeft += tab.left - box.left - (box.width - tab.width) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [value]);

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    onChange(tab.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idPrefix, tab.id))}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.id === value);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  };

  return (
    <div ref={list} role="tablist" aria-label={label} onKeyDown={onKeyDown} className={className}>
      {tabs.map((tab) => {
        const selected = tab.id === value;
        return (
          <button
            key={tab.id}
            id={tabId(idPrefix, tab.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={selected ? panelId(idPrefix, tab.id) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            className={cn(
              'shrink-0 rounded-lg px-3 py-2 text-left text-sm font-medium whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              tabClassName?.(selected) ??
                (selected ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'),
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of the selected tab, labelled by it. */
export function TabPanel({
  idPrefix,
  id,
  children,
  className,
}: {
  idPrefix: string;
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix, id)}
      aria-labelledby={tabId(idPrefix, id)}
      tabIndex={0}
      className={cn(
        'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600',
        className,
      )}
    >
      {children}
    </div>
  );
}

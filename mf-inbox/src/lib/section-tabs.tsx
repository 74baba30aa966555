import { useRef, type ReactNode } from 'react';

export interface Tab<K extends string> {
  key: K;
  label: string;
}

/** WAI-ARIA tabs: role tab/tabpanel, arrow keys and Home/End move between tabs (automatic activation). */
export function SectionTabs<K extends string>({
  label,
  tabs,
  active,
  onChange,
  children,
}: {
  label: string;
  tabs: readonly Tab<K>[];
  active: K;
  onChange: (key: K) => void;
  children: ReactNode;
}) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const move = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]!;
    onChange(tab.key);
    refs.current[tab.key]?.focus();
  };
  const onKeyDown = (e: React.KeyboardEvent, index: number) => {
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    move(to);
  };

  return (
    <>
      <div role="tablist" aria-label={label} className="lt-inbox-tabs">
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[tab.key] = el;
            }}
            type="button"
            role="tab"
            id={`pestana-${tab.key}`}
            aria-selected={tab.key === active}
            aria-controls={`panel-${tab.key}`}
            tabIndex={tab.key === active ? 0 : -1}
            className="lt-inbox-tab"
            onClick={() => onChange(tab.key)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${active}`} aria-labelledby={`pestana-${active}`} className="lt-inbox-panel">
        {children}
      </div>
    </>
  );
}

import { useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

interface TabsProps<Id extends string> {
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix for the ids tying each tab to its panel (`{prefix}-tab-{id}` / `{prefix}-panel-{id}`). */
  idPrefix: string;
  items: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  className?: string;
}

const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/** WAI-ARIA tabs: one tab stop, arrow keys / Home / End move and activate. */
export function Tabs<Id extends string>({
  label,
  idPrefix,
  items,
  selected,
  onSelect,
  className,
}: TabsProps<Id>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => item.id === selected);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(items[next]!.id);
    refs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={className ?? 'admin-tabs'} onKeyDown={onKeyDown}>
      {items.map((item, index) => {
        const active = item.id === selected;
        return (
          <button
            key={item.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.id)}
            aria-selected={active}
            // Only the active panel is rendered; pointing at a missing id is an ARIA error.
            aria-controls={active ? panelId(idPrefix, item.id) : undefined}
            tabIndex={active ? 0 : -1}
            className={active ? 'admin-tab admin-tab--active' : 'admin-tab'}
            onClick={() => onSelect(item.id)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

interface TabPanelProps {
  idPrefix: string;
  id: string;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

export function TabPanel({ idPrefix, id, children, ref }: TabPanelProps) {
  return (
    <div
      ref={ref}
      role="tabpanel"
      id={panelId(idPrefix, id)}
      aria-labelledby={tabId(idPrefix, id)}
      tabIndex={0}
      className="admin-panel"
    >
      {children}
    </div>
  );
}

import type { FacetValue } from '@msc/shared/model/product';
import { useId } from 'react';

interface FacetGroupProps {
  title: string;
  values: readonly FacetValue[];
  selected: readonly string[];
  onToggle: (value: string) => void;
}

/** One filter of the search sidebar: a checkbox per value with its product count. */
export function FacetGroup({ title, values, selected, onToggle }: FacetGroupProps) {
  const headingId = useId();
  if (values.length === 0) return null;
  return (
    <fieldset className="border-t border-slate-200 pt-4" aria-labelledby={headingId}>
      <legend id={headingId} className="mb-2 text-sm font-semibold text-slate-900">
        {title}
      </legend>
      <ul className="max-h-56 space-y-1 overflow-y-auto pr-1">
        {values.map((facet) => (
          <li key={facet.value}>
            <label className="flex cursor-pointer items-center gap-2 rounded px-1 py-0.5 text-sm text-slate-700 hover:bg-slate-50">
              <input
                type="checkbox"
                className="size-4 rounded border-slate-300 accent-blue-700"
                checked={selected.includes(facet.value)}
                onChange={() => onToggle(facet.value)}
              />
              <span className="flex-1">{facet.label}</span>
              <span className="text-xs text-slate-500">{facet.count}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

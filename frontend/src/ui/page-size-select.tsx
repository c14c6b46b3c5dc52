import { useId } from 'react';

export interface PageSizeSelectProps {
  value: number;
  /** The spec's page-size choices for the list, e.g. GRID_PAGE_SIZE_OPTIONS. */
  options: readonly number[];
  onChange: (pageSize: number) => void;
  label?: string;
}

/** "Show [12] per page". */
export function PageSizeSelect({ value, options, onChange, label = 'Items per page' }: PageSizeSelectProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm shadow-sm focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/25"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

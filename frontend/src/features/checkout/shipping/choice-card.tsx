import type { InputHTMLAttributes, ReactNode } from 'react';

/**
 * A radio or checkbox with its content as one large, clickable card; the native input keeps keyboard
 * access (arrows within a radio group, space to toggle) and the focus ring shows on the card.
 */
export function ChoiceCard({
  children,
  badge,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & { children: ReactNode; badge?: string }) {
  return (
    <label
      className={`flex cursor-pointer gap-3 rounded-lg border p-3 text-sm text-slate-700 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-blue-700 ${
        input.checked ? 'border-blue-600 bg-blue-50' : 'border-slate-200 bg-white hover:border-slate-300'
      } ${input.disabled ? 'cursor-wait opacity-70' : ''}`}
    >
      <input {...input} className="mt-1 h-4 w-4 shrink-0 accent-blue-700" />
      <span className="min-w-0 flex-1">{children}</span>
      {badge && (
        <span className="h-fit rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          {badge}
        </span>
      )}
    </label>
  );
}

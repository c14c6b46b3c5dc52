import type { ReactNode } from 'react';

/** A failure the page reports in place (an API error's message), announced to screen readers. */
export function ErrorAlert({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <p role="alert" className={`rounded-md bg-red-50 p-4 text-sm text-red-800 ${className}`.trimEnd()}>
      {children}
    </p>
  );
}

import { type ReactNode, useEffect } from 'react';

export const APP_NAME = 'Marketing Solutions Center';

export interface PageTitleProps {
  /** The page's heading and the first part of the document title. */
  title: string;
  /** A line under the heading. */
  subtitle?: ReactNode;
  /** Buttons or links beside the heading. */
  actions?: ReactNode;
  /** Visually hide the heading (it still names the page). */
  hidden?: boolean;
}

/** Sets the document title ("Cart | Marketing Solutions Center") and renders the page's h1. */
export function PageTitle({ title, subtitle, actions, hidden = false }: PageTitleProps) {
  useDocumentTitle(title);
  if (hidden) return <h1 className="sr-only">{title}</h1>;
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
    </div>
  );
}

export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME;
  }, [title]);
}

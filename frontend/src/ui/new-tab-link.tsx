import { linkTexts } from '@msc/shared/messages';
import type { ReactNode } from 'react';

/** A link to a file or site outside the SPA's pages: opens in a new tab, and says so to screen readers. */
export function NewTabLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {linkTexts.opensInNewTab}</span>
    </a>
  );
}

import { linkTexts } from '@msc/shared/messages';
import type { SiteLinks } from '@msc/shared/model/site-config';
import { useQuery } from '@tanstack/react-query';
import { NewTabLink } from '#ui/new-tab-link';
import { siteConfigQuery } from './api/site-queries';

/**
 * A file of the site setting's links (spec 2 §7 "Linked files": the ZIP radius information PDF, the sample
 * cards PDF), opening in a new tab; nothing while the setting has no address for it.
 */
export function SiteFileLink({ file }: { file: 'zipRadiusInformation' | 'sampleCards' }) {
  const href = useQuery(siteConfigQuery()).data?.links[file satisfies keyof SiteLinks];
  if (!href) return null;
  return (
    <NewTabLink
      href={href}
      className="text-sm font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
    >
      {linkTexts[file]}
    </NewTabLink>
  );
}

import { helpTexts } from '@msc/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { siteConfigQuery } from './api/site-queries';

const T = helpTexts.contactUs;

/** A phone number as a call link's address (digits and a leading +). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * A support number of the site configuration, as a call link: customer support (the image library, spec 1
 * §9) or the help desk (the Moving page, spec 2 §2 "A help-desk 800 number is shown"). Nothing while the
 * configuration has no number.
 */
export function SupportPhone({ kind }: { kind: 'support' | 'helpDesk' }) {
  const config = useQuery(siteConfigQuery());
  const phone = kind === 'support' ? config.data?.supportPhoneNumber : config.data?.helpDeskPhoneNumber;
  if (!phone) return null;
  return (
    <span className="block text-sm text-slate-700">
      {kind === 'support' ? T.supportPhone : T.helpDeskPhone}:{' '}
      <a
        href={telHref(phone)}
        className="font-semibold text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        {phone}
      </a>
    </span>
  );
}

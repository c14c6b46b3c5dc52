import { api } from '@msc/shared/api';
import { notices } from '@msc/shared/messages';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { call } from '#lib/api-client';
import { links } from '#lib/paths';
import { LoadingState } from '#ui/loading-state';
import { useDocumentTitle } from '#ui/page-title';

/**
 * /optout?t=&i=&e= (spec 2 §4): the tracker call, then the removal page with id and e. The removal page
 * is the portal's own, so the link never leads off-site; a failed tracker call does not stop the opt-out.
 * A link the portal signed (s) opts out in the tracker call itself: the acknowledgement follows at once.
 */
export default function OptOutTrackingPage() {
  useDocumentTitle('Email Opt-Out');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    const t = search.get('t') ?? undefined;
    const i = search.get('i') ?? undefined;
    const e = search.get('e') ?? undefined;
    const s = search.get('s') ?? undefined;
    let active = true;
    call(api.optOut.track, { body: { t, i, e, s } })
      .catch(() => undefined)
      .then((tracked) => {
        if (!active) return;
        const done = tracked?.acknowledgementId;
        navigate(done ? links.optOutAcknowledge(done) : links.emailOptOut({ i, e }), { replace: true });
      });
    return () => {
      active = false;
    };
  }, [search, navigate]);
  return <LoadingState label={notices.optOutOpening} />;
}

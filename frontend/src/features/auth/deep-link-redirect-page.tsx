import { Navigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from './safe-redirect';

/** Deep-link redirect: goes to the query's redirectUrl (a path of this site), else home. */
export default function DeepLinkRedirectPage() {
  const [params] = useSearchParams();
  return <Navigate to={safeRedirectPath(params.get('redirectUrl'))} replace />;
}

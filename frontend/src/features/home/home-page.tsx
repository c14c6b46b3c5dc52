import { ChangeAgencyPanel } from '#features/agency';
import { NotAvailable } from '#ui/not-available';
import { PageTitle } from '#ui/page-title';

/** / and /home: the Change Agency panel; the rest of the home page is later work. */
export default function HomePage() {
  return (
    <div className="space-y-6">
      <PageTitle title="Home" hidden />
      <ChangeAgencyPanel />
      <NotAvailable />
    </div>
  );
}

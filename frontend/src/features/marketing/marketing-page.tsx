import { Link } from 'react-router';
import { links } from '#lib/paths';
import { buttonClasses } from '#ui/button';
import { NotAvailable } from '#ui/not-available';
import { PageTitle } from '#ui/page-title';

/** /marketing: Browse now goes to product search on the marketing tab; the rest is later work. */
export default function MarketingPage() {
  return (
    <>
      <PageTitle
        title="Marketing Materials"
        actions={
          <Link to={links.productSearch({ 'active-tab': 'marketing' })} className={buttonClasses()}>
            Browse now
          </Link>
        }
      />
      <NotAvailable />
    </>
  );
}

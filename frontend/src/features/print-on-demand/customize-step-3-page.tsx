import { printOnDemandTexts as T } from '@msc/shared/messages';
import { PRINT_ON_DEMAND_QUANTITY, PRINT_ON_DEMAND_UNIT_PRICE_CENTS } from '@msc/shared/rules/constants';
import { formatUsd } from '@msc/shared/rules/formatting';
import type { Approvals } from '@msc/shared/rules/personalization-steps';
import { printOnDemandPriceCents, printOnDemandQuantityOptions } from '@msc/shared/rules/pricing';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApprovalsFieldset, documentQuery, ProofPanel } from '#campaign-kit';
import { productQuery } from '#features/catalog';
import { links } from '#lib/paths';
import { Button, buttonClasses } from '#ui/button';
import { PageTitle } from '#ui/page-title';
import { Panel } from '#ui/panel';
import { SelectField } from '#ui/select-field';
import { PodStepper } from './pod-stepper';

const QUANTITIES = printOnDemandQuantityOptions().map((value) => ({
  value: String(value),
  label: String(value),
}));

/**
 * /print-on-demand/customize-step-3?productId&documentId (spec 2 §2, §5, §9): quantity 25 to 500 in steps
 * of 25 (default 100) at 0.25 each, the three approvals, and the proof rendered at step 2 to download.
 */
export default function CustomizeStep3Page() {
  const [params] = useSearchParams();
  const productId = params.get('productId') ?? '';
  const documentId = params.get('documentId') ?? '';
  const product = useQuery({ ...productQuery(productId), enabled: productId !== '' });
  const proof = useQuery({ ...documentQuery(documentId), enabled: documentId !== '', retry: false });
  const [quantity, setQuantity] = useState<number>(PRINT_ON_DEMAND_QUANTITY.default);
  const [approvals, setApprovals] = useState<Approvals>({
    pdfFinalApproval: false,
    acceptTermsAndConditions: false,
    willNotUseMassachusetts: false,
  });
  const approved = Object.values(approvals).every(Boolean);
  const missing = documentId === '' || proof.isError;
  const name = product.data?.name ?? '';

  return (
    <div>
      <PageTitle
        title={T.title}
        subtitle={product.data ? `${product.data.name} · Item # ${product.data.itemNumber}` : undefined}
      />
      <PodStepper current={2} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <Panel as="div" padding="sm" raised={false} className="space-y-4">
          <SelectField
            label={T.quantity}
            value={String(quantity)}
            options={QUANTITIES}
            onChange={(event) => setQuantity(Number(event.target.value))}
          />
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
            <dt className="text-slate-600">{T.unitPrice}</dt>
            <dd className="text-right text-slate-900">{formatUsd(PRINT_ON_DEMAND_UNIT_PRICE_CENTS)}</dd>
            <dt className="font-semibold text-slate-900">{T.total}</dt>
            <dd className="text-right font-semibold text-slate-900" aria-live="polite">
              {formatUsd(printOnDemandPriceCents(quantity))}
            </dd>
          </dl>
          <p className="text-xs text-slate-600">{T.pricingNote}</p>
          <ApprovalsFieldset approvals={approvals} onChange={setApprovals} disabled={missing} />
          <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
            <Link to={links.printOnDemandStep2(productId)} className={buttonClasses('ghost')}>
              {T.previous}
            </Link>
            {approved && proof.data ? (
              <a href={proof.data.fileUrl} download={`${name || 'proof'}.pdf`} className={buttonClasses()}>
                {T.downloadProof}
              </a>
            ) : (
              <Button disabled>{T.downloadProof}</Button>
            )}
          </div>
        </Panel>
        {missing ? (
          <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 p-4 text-amber-900">
            {T.missingProof}
          </p>
        ) : (
          <ProofPanel
            heading={T.proofTitle}
            proofUrl={proof.data?.fileUrl}
            rendering={proof.isPending}
            emptyText={T.proofEmpty}
            documentTitle={name}
          />
        )}
      </div>
    </div>
  );
}

import { api } from '@msc/shared/api';
import { responseTexts } from '@msc/shared/messages';
import { ResponseForm } from '@msc/shared/model/response-page';
import { SCAN_MARKER } from '@msc/shared/rules/response-url';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useParams, useSearchParams } from 'react-router';
import { call } from '#lib/api-client';
import { formResolver } from '#lib/form-resolver';
import { Button } from '#ui/button';
import { LoadingState } from '#ui/loading-state';
import { useDocumentTitle } from '#ui/page-title';
import { TextField } from '#ui/text-field';
import { showApiErrorToast } from '#ui/toast';

const texts = responseTexts.page;

/**
 * /r/:code (issue 48): a recipient's personal URL, signed out. The agency's name and contact, the
 * recipient's first name, and the "call me / quote me" form with its consent. Opening the page records a
 * visit, or a scan when the QR code's marker is on the URL; an unknown code shows a clear not-found page.
 */
export default function ResponsePage() {
  const { code = '' } = useParams();
  const [search] = useSearchParams();
  const page = useQuery({
    queryKey: ['response-page', code],
    queryFn: () => call(api.responsePage.page, { params: { code } }),
    retry: false,
  });
  useDocumentTitle(page.data?.agency.name ?? texts.notFoundTitle);
  const counted = useRef(false);
  useEffect(() => {
    if (!page.data || counted.current) return;
    counted.current = true;
    const scanned = search.get(SCAN_MARKER.name) === SCAN_MARKER.value;
    call(api.responsePage.visit, { params: { code }, body: { scanned } }).catch(() => undefined);
  }, [page.data, code, search]);
  const form = useForm<ResponseForm>({
    resolver: formResolver(ResponseForm),
    defaultValues: { request: 'call', name: '', phone: '', email: '', message: '' },
  });
  const send = useMutation({
    mutationFn: (values: ResponseForm) => call(api.responsePage.form, { params: { code }, body: values }),
    onError: showApiErrorToast,
  });
  if (page.isPending) return <LoadingState label={texts.intro} />;
  if (!page.data) {
    return (
      <div className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-xl font-semibold text-slate-900">{texts.notFoundTitle}</h1>
        <p className="mt-2 text-slate-700">{texts.notFound}</p>
      </div>
    );
  }
  const { agency, firstName } = page.data;
  return (
    <div className="mx-auto max-w-xl space-y-6 rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
      <h1 className="text-xl font-semibold text-slate-900">{agency.name}</h1>
      <p className="text-slate-700">{texts.greeting(firstName)}</p>
      <section aria-label={texts.contact} className="text-sm text-slate-700">
        <h2 className="font-semibold">{texts.contact}</h2>
        <p>{agency.phone}</p>
        {agency.email ? <p>{agency.email}</p> : null}
        <p>
          {agency.addressLine1}
          {agency.addressLine2 ? `, ${agency.addressLine2}` : ''}, {agency.city}, {agency.state}{' '}
          {agency.postalCode}
        </p>
      </section>
      {send.isSuccess ? (
        <p role="status" className="font-medium text-emerald-800">
          {texts.sent}
        </p>
      ) : (
        <form noValidate className="space-y-4" onSubmit={form.handleSubmit((values) => send.mutate(values))}>
          <p className="text-slate-700">{texts.intro}</p>
          <fieldset className="flex gap-6">
            <legend className="mb-1 text-sm font-medium">{texts.request}</legend>
            <label className="flex items-center gap-2">
              <input type="radio" value="call" {...form.register('request')} /> {texts.call}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" value="quote" {...form.register('request')} /> {texts.quote}
            </label>
          </fieldset>
          <TextField
            label={texts.name}
            required
            autoComplete="name"
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label={texts.phone}
            required
            type="tel"
            autoComplete="tel"
            error={form.formState.errors.phone?.message}
            {...form.register('phone')}
          />
          <TextField
            label={texts.email}
            type="email"
            autoComplete="email"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            label={texts.message}
            error={form.formState.errors.message?.message}
            {...form.register('message')}
          />
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input type="checkbox" className="mt-1" {...form.register('consent')} />
            <span>{texts.consent}</span>
          </label>
          {form.formState.errors.consent ? (
            <p role="alert" className="text-sm text-red-700">
              {texts.consentRequired}
            </p>
          ) : null}
          <Button type="submit" loading={send.isPending}>
            {texts.send}
          </Button>
        </form>
      )}
    </div>
  );
}

import { changeAgencyTexts, labels } from '@msc/shared/messages';
import type { AgencyListRow } from '@msc/shared/model/agency';
import { AGENCY_SEARCH_DEBOUNCE_MS } from '@msc/shared/rules/constants';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { Button } from '#ui/button';
import { Dialog, DialogClose } from '#ui/dialog';
import { EmptyState } from '#ui/empty-state';
import { ErrorAlert } from '#ui/error-alert';
import { LoadingState } from '#ui/loading-state';
import { TextField } from '#ui/text-field';
import { showApiErrorToast } from '#ui/toast';
import { AgencySearchResults } from './agency-search-results';
import { agencySearchQuery, useSelectAgency } from './api/agency-queries';

export interface ChangeAgencyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentAgencyId: number | undefined;
  /** The first-load modal: the chosen agency also becomes the default. */
  isInitial?: boolean;
}

/** Search by agency name and stat code (debounced 500 ms), Select per row, Exit. */
export function ChangeAgencyDialog({
  open,
  onOpenChange,
  currentAgencyId,
  isInitial = false,
}: ChangeAgencyDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={changeAgencyTexts.title}
      description={isInitial ? changeAgencyTexts.chooseFirst : changeAgencyTexts.searchHint}
      size="lg"
      footer={
        <DialogClose asChild>
          <Button variant="secondary">{changeAgencyTexts.exit}</Button>
        </DialogClose>
      }
    >
      {/* Mounted only while open, so every opening starts with an empty search. */}
      {open && (
        <AgencySearch
          currentAgencyId={currentAgencyId}
          isInitial={isInitial}
          onSelected={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}

function AgencySearch({
  currentAgencyId,
  isInitial,
  onSelected,
}: {
  currentAgencyId: number | undefined;
  isInitial: boolean;
  onSelected: () => void;
}) {
  const [agencyName, setAgencyName] = useState('');
  const [statCode, setStatCode] = useState('');
  const [terms] = useDebounce({ agencyName, statCode }, AGENCY_SEARCH_DEBOUNCE_MS, {
    equalityFn: (a, b) => a.agencyName === b.agencyName && a.statCode === b.statCode,
  });
  const search = useQuery(agencySearchQuery(terms));
  const selectAgency = useSelectAgency();

  const select = (agency: AgencyListRow) =>
    selectAgency.mutate(
      { agencyId: agency.id, isDefault: isInitial },
      { onSuccess: onSelected, onError: showApiErrorToast },
    );

  const results = search.data?.results;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={labels.agencyName}
          value={agencyName}
          onChange={(event) => setAgencyName(event.target.value)}
          autoComplete="off"
          maxLength={100}
        />
        <TextField
          label={changeAgencyTexts.statCode}
          value={statCode}
          onChange={(event) => setStatCode(event.target.value)}
          autoComplete="off"
          inputMode="numeric"
          maxLength={20}
        />
      </div>
      <section
        aria-label={changeAgencyTexts.searchResults}
        aria-busy={search.isFetching}
        className="min-h-32"
      >
        {search.isPending && <LoadingState className="py-8" />}
        {search.isError && <ErrorAlert>{search.error.message}</ErrorAlert>}
        {results && results.length === 0 && <EmptyState message="No agencies match your search." />}
        {results && results.length > 0 && (
          <div className={search.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <AgencySearchResults
              results={results}
              currentAgencyId={currentAgencyId}
              pendingAgencyId={selectAgency.isPending ? selectAgency.variables?.agencyId : undefined}
              onSelect={select}
            />
          </div>
        )}
      </section>
    </div>
  );
}

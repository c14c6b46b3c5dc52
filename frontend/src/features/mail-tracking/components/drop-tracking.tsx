import { mailVisibilityTexts as texts } from '@msc/shared/messages';
import type { DropTimeline } from '@msc/shared/model/mail-visibility';
import { formatCount } from '@msc/shared/rules/formatting';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '#ui/button';
import { type DropRef, dropTimelineQuery } from '../api/mail-tracking-queries';
import { DropPieces } from './drop-pieces';

/** The timeline's stages as a row of counts with their share and a bar (the percent, for the eye). */
function Timeline({ timeline, dropNumber }: { timeline: DropTimeline; dropNumber: number }) {
  return (
    <div className="space-y-1">
      <ol
        className="grid gap-2 sm:grid-cols-5"
        aria-label={texts.timelineOf(dropNumber)}
        data-testid={`drop-timeline-${dropNumber}`}
      >
        {timeline.stages.map((entry) => (
          <li key={entry.stage} className="rounded border border-slate-200 p-2" data-stage={entry.stage}>
            <p className="text-xs text-slate-600">{texts.stages[entry.stage]}</p>
            <p className="text-sm font-semibold text-slate-900">
              {texts.stageCount(formatCount(entry.count), entry.percent)}
            </p>
            <div aria-hidden="true" className="mt-1 h-1.5 rounded bg-slate-100">
              <div
                className={`h-1.5 rounded ${entry.stage === 'returned' ? 'bg-red-600' : 'bg-blue-700'}`}
                style={{ width: `${entry.percent}%` }}
              />
            </div>
          </li>
        ))}
      </ol>
      <p className="text-xs text-slate-600">
        {texts.ofPieces(formatCount(timeline.pieces))}
        {timeline.forwarded > 0 && ` · ${texts.forwarded(formatCount(timeline.forwarded))}`}
      </p>
    </div>
  );
}

/**
 * A mailed drop's tracking on its order page (issue 49): the timeline from the pieces' scans, and on
 * demand its pieces, each with its scans. Nothing shows for a drop whose pieces carry no barcode.
 */
export function DropTracking({ drop }: { drop: DropRef }) {
  const { data } = useQuery(dropTimelineQuery(drop));
  const [open, setOpen] = useState(false);
  const piecesId = useId();
  if (!data || data.pieces === 0) return null;
  const scanned = data.stages.some((entry) => entry.count > 0);
  return (
    <section className="space-y-2 rounded-md bg-slate-50 p-3" aria-label={texts.timelineOf(drop.dropNumber)}>
      <h4 className="text-sm font-semibold text-slate-900">{texts.timeline}</h4>
      {scanned ? (
        <Timeline timeline={data} dropNumber={drop.dropNumber} />
      ) : (
        <p className="text-sm text-slate-600">{texts.noScansYet}</p>
      )}
      <Button
        size="sm"
        variant="secondary"
        aria-expanded={open}
        aria-controls={piecesId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? texts.hidePieces : texts.showPieces}
      </Button>
      <div id={piecesId}>{open && <DropPieces drop={drop} />}</div>
    </section>
  );
}

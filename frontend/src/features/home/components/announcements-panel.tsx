import { homeTexts } from '@msc/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { SafeHtml } from '#ui/safe-html';
import { announcementsQuery } from '../api/home-queries';

/** Announcements (spec 1 §3: id, title, HTML body); the body is sanitised before it is shown. */
export function AnnouncementsPanel() {
  const { data: announcements } = useQuery(announcementsQuery());
  if (!announcements || announcements.length === 0) return null;
  return (
    <section
      aria-labelledby="announcements"
      className="rounded-lg border border-amber-200 bg-amber-50/60 p-5"
    >
      <h2 id="announcements" className="text-lg font-semibold text-slate-900">
        {homeTexts.announcements}
      </h2>
      <ul className="mt-3 space-y-4">
        {announcements.map((announcement) => (
          <li key={announcement.id} data-testid="announcement">
            <h3 className="font-semibold text-slate-900">{announcement.title}</h3>
            <SafeHtml
              html={announcement.body}
              className="prose-announcement mt-1 space-y-2 text-sm text-slate-700 [&_a]:text-blue-700 [&_a]:underline [&_ul]:list-disc [&_ul]:pl-5"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

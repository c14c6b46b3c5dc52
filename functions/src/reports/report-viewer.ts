import { API_PREFIX, fillPath } from '@msc/shared/api/endpoint';
import { reportsApi } from '@msc/shared/api/reports';
import { reportsConfig } from './reports-config';
import type { ReportItem } from './reports-store';

/**
 * Where a report is drawn (ARCHITECTURE: "BI report embeds"). The default is the portal's own viewer:
 * the SPA draws the figures that `viewerData` computes. An external BI tool replaces it by configuration
 * (`REPORT_VIEWER=frame`): the SPA then frames `embedUrl` with the token and the embed parameters
 * appended, and the tool verifies the same token.
 */
export interface ReportViewer {
  kind: 'portal' | 'frame';
  embedUrl(report: ReportItem): string;
}

export const portalReportViewer: ReportViewer = {
  kind: 'portal',
  embedUrl: (report) => `${API_PREFIX}${fillPath(reportsApi.viewerData.path, { id: report.reportId })}`,
};

export function frameReportViewer(baseUrl: string): ReportViewer {
  return {
    kind: 'frame',
    embedUrl: (report) =>
      report.externalUrl ?? `${baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(report.reportId)}`,
  };
}

export function reportViewer(): ReportViewer {
  const config = reportsConfig();
  return config.REPORT_VIEWER === 'frame' && config.REPORT_EMBED_BASE_URL
    ? frameReportViewer(config.REPORT_EMBED_BASE_URL)
    : portalReportViewer;
}

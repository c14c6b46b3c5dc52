/** Routes of the reports area (spec 1 §2): /reports/:id?/:name? and /report/detail/:id/:name?. */
export const reportGroupPath = (reportGroupType: number, name: string) =>
  `/reports/${reportGroupType}/${encodeURIComponent(name)}`;

export const reportDetailPath = (reportId: string, name: string) =>
  `/report/detail/${encodeURIComponent(reportId)}/${encodeURIComponent(name)}`;

/**
 * The bucket CORS document s3rver needs so browser uploads to presigned URLs pass the preflight (without one,
 * s3rver answers every OPTIONS with 403). Mirrors what the CDK stack puts on the real buckets.
 */
export const corsConfigurationXml = (origins: readonly string[]): string => {
  const allowedOrigins = origins
    .map((origin) => `<AllowedOrigin>${escapeXml(origin)}</AllowedOrigin>`)
    .join('');
  const allowedMethods = ['GET', 'PUT', 'POST', 'HEAD', 'DELETE']
    .map((method) => `<AllowedMethod>${method}</AllowedMethod>`)
    .join('');
  return (
    '<CORSConfiguration><CORSRule>' +
    `${allowedOrigins}${allowedMethods}<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader>` +
    '<MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>'
  );
};

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One host and one way to address it for every emulator; see functions/src/platform/local-aws.ts. */
export { LOCAL_HOST, localEndpoint as endpointFor } from '@msc/functions/platform/local-aws';

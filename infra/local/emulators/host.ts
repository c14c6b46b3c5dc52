/**
 * Every emulator binds to and is addressed through the IPv4 loopback, not `localhost`: Node 20 may resolve
 * `localhost` to ::1 first while DynamoDB Local and s3rver listen on IPv4, and cognito-local bakes the host
 * into the token issuer, so one literal host keeps endpoints, issuers and signatures consistent.
 */
export const LOCAL_HOST = '127.0.0.1';

export const endpointFor = (port: number): string => `http://${LOCAL_HOST}:${port}`;

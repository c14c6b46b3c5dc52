// s3rver 3.7.1 ships no types; this declares only the parts the local emulator uses.
declare module 's3rver' {
  import type { EventEmitter } from 'node:events';
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  export interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }>;
  }

  /** AWS-shaped S3 notification (ObjectCreated:Put/Post/Copy, ObjectRemoved:Delete). */
  export interface S3rverEvent {
    Records: Array<{
      eventName: string;
      eventTime: string;
      s3: { bucket: { name: string }; object: { key: string; size?: number; eTag?: string } };
    }>;
  }

  export default class S3rver extends EventEmitter {
    constructor(options?: S3rverOptions);
    httpServer?: Server;
    /** Resolves on listen but never rejects: a busy port becomes an uncaught 'error' event. */
    run(): Promise<AddressInfo>;
    configureBuckets(): Promise<void>;
    /** With a callback, returns the http.Server at once (so its 'error' event can be handled). */
    listen(port: number, host: string, callback: () => void): Server;
    close(): Promise<void>;
    on(event: 'event', listener: (event: S3rverEvent) => void): this;
  }
}

// s3rver's account registry: it refuses requests whose access key id is not registered here.
declare module 's3rver/lib/models/account' {
  interface AWSAccount {
    createKeyPair(accessKeyId: string, secretAccessKey: string): void;
  }
  const AWSAccount: { DUMMY_ACCOUNT: AWSAccount };
  export default AWSAccount;
}

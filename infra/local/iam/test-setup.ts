import { inject } from 'vitest';
import { enforceLocalIamFromEnv } from '.';

/**
 * Each integration test file: the functions it invokes (`callerOf`, workflow tasks, jobs) have their SDK
 * calls evaluated against the policies the global setup synthesized (LOCAL_IAM_MODEL in its env).
 */
enforceLocalIamFromEnv(inject('emulatorEnv'));

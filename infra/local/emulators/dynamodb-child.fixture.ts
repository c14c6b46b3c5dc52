// Started by dynamodb-lifecycle.int.test.ts as a separate Node process, to prove that killing Node with
// SIGTERM also ends the DynamoDB Local JVM. Prints one JSON line once the emulator answers.
import { startDynamoDb } from './dynamodb';

const port = Number(process.argv[2]);
const handle = await startDynamoDb({ port });
process.stdout.write(`${JSON.stringify({ ready: true, endpoint: handle.endpoint })}\n`);
// Stay alive until a signal arrives.
setInterval(() => {}, 60_000);

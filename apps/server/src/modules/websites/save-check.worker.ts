// The worker thread behind save-checker.ts: checks save bodies off the main thread.
import { parentPort } from 'node:worker_threads';
import { checkSaveBody } from './save-body';

type Message = { id: number; body: Uint8Array } | { free: Uint8Array };

parentPort?.on('message', (message: Message) => {
  // Memory handed back by the main thread (see SaveChecker.release): dropping it frees it.
  if ('free' in message) return;
  const { id, body } = message;
  const result = checkSaveBody(body);
  // The content bytes move to the main thread without a copy (TextEncoder gives them their own buffer).
  const transfer = result.ok && result.save.content ? [result.save.content.json.buffer as ArrayBuffer] : [];
  parentPort?.postMessage({ id, result }, transfer);
});

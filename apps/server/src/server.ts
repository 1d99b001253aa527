import { tuneRuntime } from './runtime';
import { startServer } from './start';

tuneRuntime();
await startServer();

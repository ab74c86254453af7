import { WebSocket } from 'ws';

// supabase-js on Node 20 needs a WebSocket for its realtime client even when it never connects.
if (!('WebSocket' in globalThis)) {
  Object.assign(globalThis, { WebSocket });
}

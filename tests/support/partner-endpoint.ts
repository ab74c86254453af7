import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyPartnerSignature } from '../../supabase/functions/_shared/partner/webhooks.ts';
import type { LocalBackend } from '../../local-backend/backend';
import { accessTokenOf } from './payments-kit';
import { signedInClient } from './test-backend';

/** One POST the partner's endpoint received: its path, signature header and raw body. */
export interface PartnerDelivery {
  path: string;
  signature: string;
  body: string;
}

/** How the endpoint answers a request for a path (204 when not given). */
export type PartnerAnswer = (path: string) => { status: number; headers?: Record<string, string> };

/** An event as the partner reads it. */
export interface PartnerEvent {
  event_type: string;
  event_id: string;
  data: {
    payment_id: string;
    amount: number | null;
    status: string;
    metadata: Record<string, unknown>;
    customer: { id: string; email?: string | null };
  };
}

export interface PartnerEndpoint {
  url: string;
  /** Every delivery so far, oldest first. */
  received: PartnerDelivery[];
  /** Sends requests for the endpoint to it and every other request to `others` (a fake provider API). */
  fetchVia(others: typeof fetch): typeof fetch;
  /** The deliveries since index `from`, each signature checked with the owner's secret. */
  eventsSince(from: number, secret: string): Promise<PartnerEvent[]>;
  close(): Promise<void>;
}

/** The partner's webhook endpoint: a real loopback HTTP server that records what it receives. */
export async function startPartnerEndpoint(
  answer: PartnerAnswer = () => ({ status: 204 }),
): Promise<PartnerEndpoint> {
  const received: PartnerDelivery[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({
        path,
        signature: String(request.headers['x-ps-faba-signature']),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const { status, headers } = answer(path);
      response.writeHead(status, headers).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/partner`;
  return {
    url,
    received,
    fetchVia: (others) => (input, init) =>
      String(input instanceof Request ? input.url : input).startsWith(url)
        ? fetch(input, init)
        : others(input, init),
    async eventsSince(from, secret) {
      const deliveries = received.slice(from);
      for (const delivery of deliveries) {
        if (!(await verifyPartnerSignature(secret, delivery.signature, delivery.body))) {
          throw new Error(`A delivery's signature does not verify: ${delivery.body}`);
        }
      }
      return deliveries.map((delivery) => JSON.parse(delivery.body) as PartnerEvent);
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** A signed-in user with a partner key (webhooks allowed) whose webhook URL is the endpoint. */
export async function partnerUser(backend: LocalBackend, endpointUrl: string) {
  const user = await signedInClient(backend);
  await user.client.rpc('generate_api_key', { p_name: 'Partner' });
  const { data } = await user.client.rpc('ensure_partner_webhook_settings');
  const { error } = await user.client
    .from('partner_webhook_settings')
    .update({ webhook_url: endpointUrl })
    .eq('user_id', user.userId);
  if (error) throw new Error(`Saving the webhook URL ${endpointUrl} failed: ${error.message}`);
  return { ...user, token: await accessTokenOf(user.client), secret: (data as { secret: string }).secret };
}

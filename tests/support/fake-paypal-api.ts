import { createHash, randomUUID } from 'node:crypto';

/**
 * PayPal's REST API (sandbox) at the HTTP boundary, in memory: a fetch that answers OAuth,
 * Orders v2, Catalog products, Billing plans and subscriptions and webhook verification with the
 * real API's shapes, plus helpers that play PayPal's side (a buyer approving, a webhook).
 */

type Json = Record<string, unknown>;
const API = 'https://api-m.sandbox.paypal.com';

let sequence = 0;
const paypalId = (length = 17) =>
  `${(++sequence).toString(36)}${randomUUID().replace(/-/g, '')}`.toUpperCase().slice(0, length);
const isoNow = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

function problem(status: number, name: string, issue: string, description: string): Response {
  return Response.json(
    {
      name,
      details: [{ issue, description }],
      message:
        status === 422
          ? 'The requested action could not be performed, semantically incorrect, or failed business validation.'
          : 'The specified resource does not exist.',
      debug_id: paypalId(13).toLowerCase(),
      links: [
        { href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue}`, rel: 'information_link' },
      ],
    },
    { status },
  );
}

export interface RecordedPaypalCall {
  method: string;
  path: string;
  body: Json | null;
}

export function createFakePaypal(options: { clientId: string; clientSecret: string; webhookId: string }) {
  const tokens = new Set<string>();
  const orders = new Map<string, Json>();
  const products = new Map<string, Json>();
  const plans = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const calls: RecordedPaypalCall[] = [];
  /** Transmission signatures of deliveries this fake "sent", by transmission id. */
  const signatures = new Map<string, string>();

  const signatureOf = (transmissionId: string, time: string, webhookId: string, event: unknown) =>
    createHash('sha256')
      .update(`${transmissionId}|${time}|${webhookId}|${JSON.stringify(event)}`)
      .digest('base64');

  /** What the API answers: the stored order without the fake's own bookkeeping. */
  const orderView = (order: Json): Json =>
    Object.fromEntries(Object.entries(order).filter(([key]) => !key.endsWith('_internal')));

  function route(method: string, path: string, body: Json | null): Response {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v2/checkout/orders') {
      const id = paypalId();
      const units = ((body?.purchase_units as Json[]) ?? []).map((unit) => ({
        reference_id: unit.reference_id ?? 'default',
        amount: unit.amount,
        description: unit.description,
        custom_id: unit.custom_id,
        payee: { email_address: 'merchant@example.com', merchant_id: 'MERCHANT1234' },
      }));
      const order = {
        id,
        intent: body?.intent,
        status: 'CREATED',
        purchase_units: units,
        create_time: isoNow(),
        links: [
          { href: `${API}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
          { href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`, rel: 'approve', method: 'GET' },
          { href: `${API}/v2/checkout/orders/${id}`, rel: 'update', method: 'PATCH' },
          { href: `${API}/v2/checkout/orders/${id}/capture`, rel: 'capture', method: 'POST' },
        ],
        application_context_internal: body?.application_context,
      };
      orders.set(id, order);
      return Response.json(orderView(order), { status: 201 });
    }
    if (method === 'GET' && (match = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path))) {
      const order = orders.get(match[1]);
      return order
        ? Response.json(orderView(order))
        : problem(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
    }
    if (method === 'POST' && (match = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path))) {
      const order = orders.get(match[1]);
      if (!order) {
        return problem(
          404,
          'RESOURCE_NOT_FOUND',
          'INVALID_RESOURCE_ID',
          'Specified resource ID does not exist.',
        );
      }
      if (order.status === 'COMPLETED') {
        return problem(
          422,
          'UNPROCESSABLE_ENTITY',
          'ORDER_ALREADY_CAPTURED',
          "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
        );
      }
      if (order.status !== 'APPROVED') {
        return problem(
          422,
          'UNPROCESSABLE_ENTITY',
          'ORDER_NOT_APPROVED',
          'Payer has not yet approved the Order for payment.',
        );
      }
      const time = isoNow();
      order.status = 'COMPLETED';
      order.purchase_units = (order.purchase_units as Json[]).map((unit) => ({
        ...unit,
        payments: {
          captures: [
            {
              id: paypalId(),
              status: 'COMPLETED',
              amount: unit.amount,
              final_capture: true,
              custom_id: unit.custom_id,
              seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED'] },
              create_time: time,
              update_time: time,
            },
          ],
        },
      }));
      order.payer = { name: { given_name: 'John', surname: 'Doe' }, email_address: 'buyer@example.com' };
      return Response.json(orderView(order), { status: 201 });
    }
    if (method === 'POST' && path === '/v1/catalogs/products') {
      const id = `PROD-${paypalId()}`;
      const product = { id, name: body?.name, description: body?.description, create_time: isoNow() };
      products.set(id, product);
      return Response.json(
        { ...product, links: [{ href: `${API}/v1/catalogs/products/${id}`, rel: 'self', method: 'GET' }] },
        { status: 201 },
      );
    }
    if (method === 'POST' && path === '/v1/billing/plans') {
      if (!products.has(String(body?.product_id))) {
        return problem(422, 'UNPROCESSABLE_ENTITY', 'INVALID_PRODUCT_ID', 'Invalid product id.');
      }
      const id = `P-${paypalId(24)}`;
      const plan = {
        id,
        product_id: body?.product_id,
        name: body?.name,
        status: 'ACTIVE',
        usage_type: 'LICENSED',
        billing_cycles: body?.billing_cycles,
        payment_preferences: body?.payment_preferences,
        create_time: isoNow(),
        links: [{ href: `${API}/v1/billing/plans/${id}`, rel: 'self', method: 'GET' }],
      };
      plans.set(id, plan);
      return Response.json(plan, { status: 201 });
    }
    if (method === 'POST' && path === '/v1/billing/subscriptions') {
      if (!plans.has(String(body?.plan_id))) {
        return problem(422, 'UNPROCESSABLE_ENTITY', 'INVALID_PARAMETER_VALUE', 'The plan id is not valid.');
      }
      const id = `I-${paypalId(12)}`;
      const token = `BA-${paypalId()}`;
      const subscription = {
        id,
        status: 'APPROVAL_PENDING',
        status_update_time: isoNow(),
        plan_id: body?.plan_id,
        start_time: body?.start_time,
        quantity: '1',
        custom_id: body?.custom_id,
        plan_overridden: false,
        create_time: isoNow(),
        links: [
          {
            href: `https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=${token}`,
            rel: 'approve',
            method: 'GET',
          },
          { href: `${API}/v1/billing/subscriptions/${id}`, rel: 'edit', method: 'PATCH' },
          { href: `${API}/v1/billing/subscriptions/${id}`, rel: 'self', method: 'GET' },
        ],
      };
      subscriptions.set(id, subscription);
      return Response.json(subscription, { status: 201 });
    }
    if (method === 'GET' && (match = /^\/v1\/billing\/subscriptions\/([^/]+)$/.exec(path))) {
      const subscription = subscriptions.get(match[1]);
      return subscription
        ? Response.json(subscription)
        : problem(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Requested resource ID was not found.');
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const expected = signatures.get(String(body?.transmission_id));
      const ok =
        body?.webhook_id === options.webhookId &&
        expected !== undefined &&
        body?.transmission_sig === expected &&
        expected ===
          signatureOf(
            String(body.transmission_id),
            String(body.transmission_time),
            options.webhookId,
            body.webhook_event,
          );
      return Response.json({ verification_status: ok ? 'SUCCESS' : 'FAILURE' });
    }
    return problem(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', `No route ${method} ${path}`);
  }

  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== API) throw new TypeError(`fetch failed: no route to ${url.hostname}`);
    const text = request.method === 'GET' ? '' : await request.text();
    if (url.pathname === '/v1/oauth2/token') {
      calls.push({ method: request.method, path: url.pathname, body: null });
      const basic = `Basic ${btoa(`${options.clientId}:${options.clientSecret}`)}`;
      if (request.headers.get('Authorization') !== basic || text !== 'grant_type=client_credentials') {
        return Response.json(
          { error: 'invalid_client', error_description: 'Client Authentication failed' },
          { status: 401 },
        );
      }
      const token = `A21AA${paypalId(40)}`;
      tokens.add(token);
      return Response.json({
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: 32400,
        nonce: `${isoNow()}${paypalId(20)}`,
      });
    }
    const body = text ? (JSON.parse(text) as Json) : null;
    calls.push({ method: request.method, path: url.pathname, body });
    const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
    if (!token || !tokens.has(token)) {
      return Response.json(
        {
          name: 'AUTHENTICATION_FAILURE',
          message:
            'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
          links: [],
        },
        { status: 401 },
      );
    }
    return route(request.method, url.pathname, body);
  };

  return {
    fetch: fetchImpl,
    calls,
    orders,
    plans,
    subscriptions,

    /** The buyer approves the order on PayPal's page. */
    approve(orderId: string) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`No order ${orderId}`);
      order.status = 'APPROVED';
    },

    /** The buyer approves the subscription; PayPal activates it and bills the first cycle. */
    activate(subscriptionId: string, paidAt: string) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
      Object.assign(subscription, {
        status: 'ACTIVE',
        billing_info: {
          outstanding_balance: { currency_code: 'USD', value: '0.0' },
          cycle_executions: [
            { tenure_type: 'REGULAR', sequence: 1, cycles_completed: 1, cycles_remaining: 0 },
          ],
          last_payment: { amount: { currency_code: 'USD', value: '49.00' }, time: paidAt },
          failed_payments_count: 0,
        },
      });
      return subscription;
    },

    /** A webhook event in PayPal's envelope. */
    event(eventType: string, resource: Json, createTime = isoNow()) {
      return {
        id: `WH-${paypalId(17)}-${paypalId(17)}`,
        event_version: '1.0',
        create_time: createTime,
        resource_type: eventType.startsWith('PAYMENT.CAPTURE')
          ? 'capture'
          : eventType.startsWith('PAYMENT.SALE')
            ? 'sale'
            : 'subscription',
        resource_version: '2.0',
        event_type: eventType,
        summary: eventType,
        resource,
        links: [],
      };
    },

    /** The body and transmission headers of a delivery PayPal signs (so verification succeeds). */
    delivery(event: unknown, { forge = false }: { forge?: boolean } = {}) {
      const body = JSON.stringify(event);
      const transmissionId = randomUUID();
      const time = isoNow();
      const signature = signatureOf(transmissionId, time, options.webhookId, JSON.parse(body));
      if (!forge) signatures.set(transmissionId, signature);
      return {
        body,
        headers: {
          'Content-Type': 'application/json',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url':
            'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77',
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-sig': forge ? 'Zm9yZ2Vk' : signature,
          'paypal-transmission-time': time,
        },
      };
    },
  };
}

export type FakePaypal = ReturnType<typeof createFakePaypal>;

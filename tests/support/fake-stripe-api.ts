import Stripe from 'stripe';

/**
 * Stripe's REST API at the HTTP boundary, in memory: a fetch that answers the calls the payment
 * functions make (customers, Checkout Sessions, subscriptions, billing portal, payment methods,
 * SetupIntents) with the real API's shapes, plus helpers that play Stripe's side (a buyer paying,
 * a renewal, a cancellation) and sign webhook deliveries with the real library.
 */

type Json = Record<string, unknown>;
const DAY = 24 * 60 * 60;

export interface RecordedStripeCall {
  method: string;
  path: string;
  params: Json;
  idempotencyKey: string | null;
}

let sequence = 0;
const stripeId = (prefix: string) =>
  `${prefix}_test_${(++sequence).toString(36).padStart(6, '0')}${Math.random().toString(36).slice(2, 12)}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (`a[b][0][c]=v`) back into nested objects and arrays. */
export function decodeStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[segment] = value;
        return;
      }
      if (container[segment] === undefined) container[segment] = /^\d+$/.test(path[index + 1]) ? [] : {};
      node = container[segment] as Record<string, unknown>;
    });
  }
  return root;
}

function addMonths(seconds: number, months: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + months);
  return Math.floor(date.getTime() / 1000);
}

const list = (url: string, data: unknown[]) => ({ object: 'list', data, has_more: false, url });

function stripeError(status: number, message: string, code?: string, param?: string): Response {
  return Response.json(
    {
      error: {
        code,
        doc_url: code ? `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}` : undefined,
        message,
        param,
        request_log_url: 'https://dashboard.stripe.com/test/logs/req_test',
        type: 'invalid_request_error',
      },
    },
    { status, headers: { 'Request-Id': 'req_test' } },
  );
}

export function createFakeStripe(options: { secretKey: string; webhookSecret: string }) {
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json & { line_items_internal: Json[] }>();
  const subscriptions = new Map<string, Json>();
  const paymentMethods = new Map<string, Json[]>();
  const calls: RecordedStripeCall[] = [];

  function customerObject(params: Json): Json {
    const id = stripeId('cus');
    const customer = {
      id,
      object: 'customer',
      address: null,
      balance: 0,
      created: now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: null,
      email: params.email ?? null,
      invoice_prefix: id.slice(-8).toUpperCase(),
      invoice_settings: {
        custom_fields: null,
        default_payment_method: null,
        footer: null,
        rendering_options: null,
      },
      livemode: false,
      metadata: params.metadata ?? {},
      name: null,
      phone: null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    };
    customers.set(id, customer);
    return customer;
  }

  function checkoutSession(params: Json) {
    const items = (params.line_items ?? []) as Json[];
    const amount = items.reduce((sum, item) => {
      const price = item.price_data as Json;
      return sum + Number(price.unit_amount) * Number(item.quantity ?? 1);
    }, 0);
    const id = stripeId('cs');
    const session = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: params.cancel_url ?? null,
      client_reference_id: params.client_reference_id ?? null,
      created: now(),
      currency: 'usd',
      customer: params.customer ?? null,
      customer_email: null,
      expires_at: now() + DAY,
      livemode: false,
      metadata: params.metadata ?? {},
      mode: params.mode,
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      submit_type: null,
      subscription: null,
      success_url: params.success_url,
      url: `https://checkout.stripe.com/c/pay/${id}#fidkdWxOYHwnPyd1blpxYHZxWjA0`,
      line_items_internal: items,
      subscription_data_internal: params.subscription_data ?? null,
    };
    sessions.set(id, session);
    return session;
  }

  /** What the API answers: the stored object without the fake's own bookkeeping. */
  const publicSession = (session: Json) =>
    Object.fromEntries(Object.entries(session).filter(([key]) => !key.endsWith('_internal')));

  function route(method: string, path: string, params: Json): Response {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') return Response.json(customerObject(params));
    if (method === 'GET' && path === '/v1/customers') {
      const found = [...customers.values()].filter(
        (customer) => !params.email || customer.email === params.email,
      );
      return Response.json(list('/v1/customers', found.slice(0, Number(params.limit ?? 10))));
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (params.customer && !customers.has(String(params.customer))) {
        return stripeError(
          400,
          `No such customer: '${String(params.customer)}'`,
          'resource_missing',
          'customer',
        );
      }
      return Response.json(publicSession(checkoutSession(params)));
    }
    if (method === 'GET' && (match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const subscription = subscriptions.get(match[1]);
      return subscription
        ? Response.json(subscription)
        : stripeError(404, `No such subscription: '${match[1]}'`, 'resource_missing', 'id');
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!customers.has(String(params.customer))) {
        return stripeError(
          400,
          `No such customer: '${String(params.customer)}'`,
          'resource_missing',
          'customer',
        );
      }
      return Response.json({
        id: stripeId('bps'),
        object: 'billing_portal.session',
        configuration: 'bpc_test_default',
        created: now(),
        customer: params.customer,
        flow: null,
        livemode: false,
        locale: null,
        on_behalf_of: null,
        return_url: params.return_url,
        url: `https://billing.stripe.com/p/session/${stripeId('test')}`,
      });
    }
    if (method === 'GET' && path === '/v1/payment_methods') {
      const cards = (paymentMethods.get(String(params.customer)) ?? []).filter(
        (method) => !params.type || method.type === params.type,
      );
      return Response.json(list('/v1/payment_methods', cards));
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const id = stripeId('seti');
      return Response.json({
        id,
        object: 'setup_intent',
        automatic_payment_methods: null,
        cancellation_reason: null,
        client_secret: `${id}_secret_${stripeId('s')}`,
        created: now(),
        customer: params.customer ?? null,
        description: null,
        last_setup_error: null,
        livemode: false,
        metadata: params.metadata ?? {},
        next_action: null,
        payment_method: null,
        payment_method_types: params.allowed_payment_method_types ?? ['card'],
        status: 'requires_payment_method',
        usage: params.usage ?? 'off_session',
      });
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.hostname !== 'api.stripe.com') throw new TypeError(`fetch failed: no route to ${url.hostname}`);
    const body = request.method === 'GET' ? url.search.slice(1) : await request.text();
    const params = decodeStripeForm(body);
    calls.push({
      method: request.method,
      path: url.pathname,
      params,
      idempotencyKey: request.headers.get('Idempotency-Key'),
    });
    if (request.headers.get('Authorization') !== `Bearer ${options.secretKey}`) {
      return Response.json(
        {
          error: {
            message: 'Invalid API Key provided: sk_test_****',
            type: 'invalid_request_error',
          },
        },
        { status: 401 },
      );
    }
    return route(request.method, url.pathname, params);
  };

  function event(type: string, object: unknown, created: number) {
    return {
      id: stripeId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  function subscriptionFor(
    session: Json & { subscription_data_internal?: unknown },
    start: number,
    interval: string,
  ) {
    const id = stripeId('sub');
    const item = (session.line_items_internal as Json[])[0];
    const priceData = item.price_data as Json;
    const end = addMonths(start, interval === 'year' ? 12 : 1);
    const subscriptionData = (session.subscription_data_internal ?? {}) as Json;
    const subscription = {
      id,
      object: 'subscription',
      billing_cycle_anchor: start,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      collection_method: 'charge_automatically',
      created: start,
      currency: 'usd',
      customer: session.customer,
      ended_at: null,
      items: list(`/v1/subscription_items?subscription=${id}`, [
        {
          id: stripeId('si'),
          object: 'subscription_item',
          created: start,
          current_period_end: end,
          current_period_start: start,
          metadata: {},
          price: {
            id: stripeId('price'),
            object: 'price',
            active: false,
            currency: 'usd',
            product: stripeId('prod'),
            recurring: { interval, interval_count: 1, usage_type: 'licensed' },
            type: 'recurring',
            unit_amount: Number(priceData.unit_amount),
          },
          quantity: 1,
          subscription: id,
        },
      ]),
      latest_invoice: null,
      livemode: false,
      metadata: subscriptionData.metadata ?? {},
      start_date: start,
      status: 'active',
    };
    subscriptions.set(id, subscription);
    return subscription;
  }

  return {
    fetch: fetchImpl,
    calls,
    customers,
    sessions,
    subscriptions,

    /** The buyer pays a Checkout Session: it completes (a subscription starts) at `at`. */
    completeCheckout(sessionId: string, at = now()) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No session ${sessionId}`);
      let subscription: Json | null = null;
      if (session.mode === 'subscription') {
        const interval = String(
          ((session.line_items_internal[0].price_data as Json).recurring as Json).interval,
        );
        subscription = subscriptionFor(session, at, interval);
        session.subscription = subscription.id;
      }
      session.status = 'complete';
      session.payment_status = 'paid';
      return { event: event('checkout.session.completed', publicSession(session), at), subscription };
    },

    /** Stripe bills a subscription's next period, starting at `periodStart`, and it is paid. */
    invoicePaid(subscriptionId: string, periodStart: number, created = periodStart) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
      const item = (subscription.items as { data: Json[] }).data[0];
      const interval = String(((item.price as Json).recurring as Json).interval);
      const periodEnd = addMonths(periodStart, interval === 'year' ? 12 : 1);
      item.current_period_start = periodStart;
      item.current_period_end = periodEnd;
      const amount = Number((item.price as Json).unit_amount);
      const id = stripeId('in');
      const invoice = {
        id,
        object: 'invoice',
        amount_due: amount,
        amount_paid: amount,
        amount_remaining: 0,
        billing_reason: 'subscription_cycle',
        collection_method: 'charge_automatically',
        created,
        currency: 'usd',
        customer: subscription.customer,
        lines: list(`/v1/invoices/${id}/lines`, [
          {
            id: stripeId('il'),
            object: 'line_item',
            amount,
            currency: 'usd',
            description: '1 × Creator OS plan',
            invoice: id,
            livemode: false,
            metadata: {},
            parent: {
              invoice_item_details: null,
              subscription_item_details: {
                invoice_item: null,
                proration: false,
                proration_details: { credited_items: null },
                subscription: subscriptionId,
                subscription_item: item.id,
              },
              type: 'subscription_item_details',
            },
            period: { end: periodEnd, start: periodStart },
            quantity: 1,
          },
        ]),
        livemode: false,
        parent: {
          quote_details: null,
          subscription_details: { metadata: subscription.metadata, subscription: subscriptionId },
          type: 'subscription_details',
        },
        period_end: periodStart,
        period_start: addMonths(periodStart, interval === 'year' ? -12 : -1),
        status: 'paid',
      };
      return event('invoice.paid', invoice, created);
    },

    /** The subscription ends (cancelled in the portal, or unpaid). */
    subscriptionDeleted(subscriptionId: string, at: number) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
      Object.assign(subscription, { status: 'canceled', canceled_at: at, ended_at: at });
      return event('customer.subscription.deleted', { ...subscription }, at);
    },

    /** Another event type this app does not use. */
    otherEvent(type: string, object: Json) {
      return event(type, object, now());
    },

    /** A saved card on a customer, as Stripe.js would leave it after a SetupIntent. */
    addCard(customerId: string, card: { brand: string; last4: string; exp_month: number; exp_year: number }) {
      const method = {
        id: stripeId('pm'),
        object: 'payment_method',
        billing_details: { address: null, email: null, name: null, phone: null },
        card: { ...card, country: 'US', funding: 'credit', wallet: null },
        created: now(),
        customer: customerId,
        livemode: false,
        metadata: {},
        type: 'card',
      };
      paymentMethods.set(customerId, [...(paymentMethods.get(customerId) ?? []), method]);
      return method;
    },

    /** The body and `stripe-signature` header of a delivery, signed with the real library. */
    async delivery(payload: unknown, secret = options.webhookSecret) {
      const body = JSON.stringify(payload, null, 2);
      const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
        payload: body,
        secret,
        cryptoProvider: Stripe.createSubtleCryptoProvider(),
      });
      return { body, signature };
    },
  };
}

export type FakeStripe = ReturnType<typeof createFakeStripe>;

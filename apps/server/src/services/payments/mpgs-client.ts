import { providerFetch } from './provider-call';

/**
 * The Mastercard Payment Gateway's REST calls used by hosted checkout
 * (docs/architecture.md#card-gateway): INITIATE_CHECKOUT and Retrieve Order.
 */
export interface MpgsOptions {
  /** e.g. https://cbcmpgs.gateway.mastercard.com, or the sandbox's own base URL. */
  baseUrl: string;
  merchantId: string;
  password: string;
  version: number;
}

export interface CheckoutSession {
  sessionId: string;
  successIndicator: string;
}

export interface GatewayOrder {
  result: string;
  status?: string;
  amount?: number;
  currency?: string;
}

export class MpgsError extends Error {}

export class MpgsClient {
  constructor(private readonly options: MpgsOptions) {}

  get checkoutScriptUrl(): string {
    return `${this.options.baseUrl}/static/checkout/checkout.min.js`;
  }

  private url(path: string): string {
    const { baseUrl, version, merchantId } = this.options;
    return `${baseUrl}/api/rest/version/${version}/merchant/${encodeURIComponent(merchantId)}${path}`;
  }

  private headers(): Record<string, string> {
    const { merchantId, password } = this.options;
    const basic = Buffer.from(`merchant.${merchantId}:${password}`).toString('base64');
    return {
      authorization: `Basic ${basic}`,
      'content-type': 'application/json',
      accept: 'application/json',
    };
  }

  async initiateCheckout(input: {
    orderReference: string;
    amount: string;
    description: string;
    returnUrl: string;
    merchantName: string;
  }): Promise<CheckoutSession> {
    const body = {
      apiOperation: 'INITIATE_CHECKOUT',
      interaction: {
        operation: 'PURCHASE',
        returnUrl: input.returnUrl,
        merchant: { name: input.merchantName },
        displayControl: { billingAddress: 'HIDE', shipping: 'HIDE' },
      },
      order: {
        id: input.orderReference,
        amount: input.amount,
        currency: 'LKR',
        description: input.description,
      },
    };
    const answer = await this.call('initiate_checkout', 'POST', '/session', body);
    const sessionId = (answer.session as { id?: unknown } | undefined)?.id;
    if (
      answer.result !== 'SUCCESS' ||
      typeof sessionId !== 'string' ||
      typeof answer.successIndicator !== 'string'
    ) {
      throw new MpgsError(`the gateway refused the session: ${explain(answer)}`);
    }
    return { sessionId, successIndicator: answer.successIndicator };
  }

  /** The gateway's record of an order; undefined when it has none. */
  async retrieveOrder(orderReference: string): Promise<GatewayOrder | undefined> {
    const answer = await this.call(
      'retrieve_order',
      'GET',
      `/order/${encodeURIComponent(orderReference)}`,
    );
    if (answer.result === 'ERROR') return undefined;
    return {
      result: String(answer.result),
      status: typeof answer.status === 'string' ? answer.status : undefined,
      amount: typeof answer.amount === 'number' ? answer.amount : Number(answer.amount),
      currency: typeof answer.currency === 'string' ? answer.currency : undefined,
    };
  }

  private async call(
    operation: 'initiate_checkout' | 'retrieve_order',
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<Record<string, unknown>> {
    const response = await providerFetch('mpgs', operation, this.url(path), {
      method,
      headers: this.headers(),
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.status >= 500 || response.status === 401) {
      throw new MpgsError(`the gateway answered ${response.status}: ${explain(answer)}`);
    }
    return answer;
  }
}

function explain(answer: Record<string, unknown>): string {
  const error = answer.error as { cause?: string; explanation?: string } | undefined;
  return error
    ? `${error.cause ?? ''} ${error.explanation ?? ''}`.trim()
    : String(answer.result ?? 'no answer');
}

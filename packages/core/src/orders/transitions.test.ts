import { describe, expect, it } from 'vitest';
import { OrderStatusSchema } from './methods';
import { canMove, nextStatuses, refusedMoveMessage, statusesBefore } from './transitions';
import { OrderStepRequestSchema, fulfilmentWords } from './fulfilment';

const ALL = OrderStatusSchema.options;

describe('order transitions, in the words of the method', () => {
  it('a delivery: confirmed → dispatched → delivered, the middle step optional', () => {
    expect(nextStatuses('pending', 'delivery')).toEqual(['confirmed', 'cancelled']);
    expect(nextStatuses('confirmed', 'delivery')).toEqual(['dispatched', 'delivered', 'cancelled']);
    expect(nextStatuses('dispatched', 'delivery')).toEqual(['delivered']);
    expect(canMove('confirmed', 'ready_for_collection', 'delivery')).toBe(false);
  });

  it('a pickup: confirmed → ready for collection → delivered, never dispatched', () => {
    expect(nextStatuses('confirmed', 'pickup')).toEqual([
      'ready_for_collection',
      'delivered',
      'cancelled',
    ]);
    expect(nextStatuses('ready_for_collection', 'pickup')).toEqual(['delivered']);
    expect(canMove('confirmed', 'dispatched', 'pickup')).toBe(false);
  });

  it('cancels only from pending or confirmed; nothing leaves delivered or cancelled', () => {
    for (const method of ['delivery', 'pickup'] as const) {
      expect(statusesBefore('cancelled', method)).toEqual(['pending', 'confirmed']);
      expect(statusesBefore('pending', method)).toEqual([]);
      for (const to of ALL) {
        expect(canMove('delivered', to, method)).toBe(false);
        expect(canMove('cancelled', to, method)).toBe(false);
      }
    }
    expect(refusedMoveMessage('dispatched', 'cancelled', 'delivery')).toBe(
      'An order that is dispatched cannot be cancelled: its goods have left the shelf.',
    );
    expect(refusedMoveMessage('confirmed', 'dispatched', 'pickup')).toMatch(/pickup/);
  });
});

describe('the dispatch step', () => {
  const parse = (body: object) => OrderStepRequestSchema.safeParse(body);
  const messages = (body: object) => parse(body).error?.issues.map((i) => i.message) ?? [];

  it('needs a courier and a tracking number or an http(s) link', () => {
    expect(messages({ status: 'dispatched' })).toEqual([
      'Please enter the courier',
      'Please enter a tracking number or a tracking link',
    ]);
    expect(parse({ status: 'dispatched', courier: 'Domex', trackingNumber: 'DX1' }).success).toBe(
      true,
    );
    expect(
      parse({ status: 'dispatched', courier: 'Domex', trackingUrl: 'https://domex.lk/t/1' })
        .success,
    ).toBe(true);
    expect(
      messages({ status: 'dispatched', courier: 'Domex', trackingUrl: 'javascript:alert(1)' }),
    ).toContain('The tracking link must start with http:// or https://');
    expect(messages({ status: 'dispatched', courier: '  ', trackingNumber: 'X' })).toEqual([
      'Please enter the courier',
    ]);
  });

  it('other steps take no fields', () => {
    expect(parse({ status: 'delivered' }).success).toBe(true);
  });
});

describe('fulfilmentWords', () => {
  it("words a pickup's delivered as collected", () => {
    expect(fulfilmentWords('delivered', 'pickup')).toBe('Collected');
    expect(fulfilmentWords('delivered', 'delivery')).toBeNull();
    expect(fulfilmentWords('pending', 'delivery')).toBeNull();
  });
});

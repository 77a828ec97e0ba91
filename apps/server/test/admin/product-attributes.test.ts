// Issue #25: each category has its typed specifications, which the back office edits and the
// core rules check (a number within its range, a choice from its list, one where one is meant).
import { describe, expect } from 'vitest';
import { call } from '../helpers/admin';
import { it } from '../fixtures';

const SPEAKER = {
  name: `QSC K12.2 ${Date.now()}`,
  price: 450000,
  category: 'Active Speakers',
  stock: 4,
  attributes: {
    powerRms: 1000,
    powerPeak: 2000,
    wooferSize: 12,
    maxSpl: 132,
    connections: ['XLR', 'TRS jack'],
  },
};

describe('typed specifications in the back office', () => {
  it('keeps a product’s typed specifications, and shows them with the product', async ({
    t,
    admin,
  }) => {
    const created = await call(t, 'POST', '/api/admin/products', admin.token, SPEAKER);
    expect(created.status).toBe(201);
    expect(created.body.attributes).toEqual(SPEAKER.attributes);
    const res = await fetch(`${t.url}/api/products/${created.body.id as string}`);
    const shown = (await res.json()) as { attributes: unknown };
    expect(shown.attributes).toEqual(SPEAKER.attributes);

    const edited = await call(
      t,
      'PATCH',
      `/api/admin/products/${created.body.id as string}`,
      admin.token,
      {
        version: created.body.version,
        attributes: { ...SPEAKER.attributes, wooferSize: 15 },
      },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.attributes).toMatchObject({ wooferSize: 15, powerRms: 1000 });
  });

  it('refuses what its category does not have, or values out of their lists and ranges', async ({
    t,
    admin,
  }) => {
    const refusal = async (attributes: unknown, category = 'Active Speakers') => {
      const res = await call(t, 'POST', '/api/admin/products', admin.token, {
        ...SPEAKER,
        name: `Refused ${Math.random()}`,
        category,
        attributes,
      });
      expect(res.status).toBe(400);
      return res.body.message;
    };
    // The message names the field, as every refusal of a request's field does.
    expect(await refusal({ polarPattern: ['Cardioid'] })).toBe(
      'attributes.polarPattern: ‘polarPattern’ is not a specification of Active Speakers.',
    );
    expect(await refusal({ wooferSize: 300 })).toBe(
      'attributes.wooferSize: Woofer size is at most 30 in.',
    );
    expect(await refusal({ powerRms: -5 })).toBe(
      'attributes.powerRms: Power (RMS) cannot be negative.',
    );
    expect(await refusal({ connections: ['Carrier pigeon'] })).toBe(
      'attributes.connections: ‘Carrier pigeon’ is not one of the choices for Connections.',
    );
    expect(await refusal({ micType: ['Dynamic', 'Condenser'] }, 'Wired Microphones')).toBe(
      'attributes.micType: Choose one Microphone type.',
    );
    expect(await refusal({ channels: 2.5 }, 'Amplifiers')).toBe(
      'attributes.channels: Channels is a whole number.',
    );
    expect(await refusal({ powerRms: '1000' })).toEqual(expect.any(String));
  });

  it('checks them again when the category changes', async ({ t, admin }) => {
    const created = await call(t, 'POST', '/api/admin/products', admin.token, {
      ...SPEAKER,
      name: `Moving ${Date.now()}`,
    });
    const moved = await call(
      t,
      'PATCH',
      `/api/admin/products/${created.body.id as string}`,
      admin.token,
      {
        version: created.body.version,
        category: 'Wired Microphones',
      },
    );
    expect(moved.status).toBe(400);
    expect(moved.body.message).toMatch(
      /^attributes\.\w+: ‘\w+’ is not a specification of Wired Microphones\.$/,
    );
  });
});

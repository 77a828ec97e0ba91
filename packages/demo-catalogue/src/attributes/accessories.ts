import type { AttributeValues } from '@avstore/core';

/**
 * Cables, connectors, stands, mounts and DI boxes. A cable's length is in cm (3 m → 300); a 1/4-inch
 * jack, TS or TRS, is core's 'TRS jack'. Stands and mounts have no length or connection to give.
 */
export const ACCESSORY_ATTRIBUTES: Record<string, AttributeValues> = {
  'Hosa HMIC-010': { accessoryType: ['Cable'], length: 300, connections: ['XLR'] },
  'Hosa HMIC-025': { accessoryType: ['Cable'], length: 760, connections: ['XLR'] },
  'Hosa CMP-159': { accessoryType: ['Cable'], length: 300, connections: ['3.5 mm', 'TRS jack'] },
  'Hosa HSS-010': { accessoryType: ['Cable'], length: 300, connections: ['TRS jack'] },
  'Neutrik NC3MXX': { accessoryType: ['Connector'], connections: ['XLR'] },
  'Neutrik NC3FXX': { accessoryType: ['Connector'], connections: ['XLR'] },
  'Neutrik NL4FX': { accessoryType: ['Connector'], connections: ['Speakon'] },
  'Proel CHL250LU5': { accessoryType: ['Cable'], length: 500, connections: ['XLR'] },
  'K&M 210/9': { accessoryType: ['Stand'] },
  'K&M 21450': { accessoryType: ['Stand'] },
  'Shure A55M': { accessoryType: ['Mount'] },
  'Rode PSA1+': { accessoryType: ['Stand'] },
  'Radial ProDI': { accessoryType: ['DI box'], connections: ['XLR', 'TRS jack'] },
  'Behringer ULTRA-DI DI400P': { accessoryType: ['DI box'], connections: ['XLR', 'TRS jack'] },
};

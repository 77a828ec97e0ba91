/** Professional audio brands shown on the home page. */
export const BRANDS: readonly string[] = [
  'Yamaha',
  'Shure',
  'Sennheiser',
  'JBL',
  'Behringer',
  'Allen & Heath',
  'QSC',
  'Audio-Technica',
  'Mackie',
  'RCF',
  'Electro-Voice',
  'Focusrite',
];

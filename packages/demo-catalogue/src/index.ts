export { SEED_PRODUCTS, SPECIAL_DEAL_NAME, type SeedProduct } from './catalogue-data';
export { SEED_SPECS, type SeedSpecs } from './product-specs';
export { SEED_ATTRIBUTES } from './product-attributes';
export { DRAWING_SIZE, productImageSvg } from './product-image';

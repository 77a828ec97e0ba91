export { SEED_PRODUCTS, SPECIAL_DEAL_NAME, type SeedProduct } from './catalogue-data';
export { SEED_SPECS, type SeedSpecs } from './product-specs';
export { DRAWING_SIZE, productImageSvg } from './product-image';

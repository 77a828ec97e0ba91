// The Shop's reading of its address, in a chunk of its own for the router's preload (router.tsx).
export { shopSearchOf } from '@avstore/core';

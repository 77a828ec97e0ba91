// The Node.js flags the store runs with, for `npm start` (scripts/start.mjs) and the benchmarks
// (bench/lib/server.mjs) alike.
//
// From Node 22, V8 sizes the young generation by the machine's memory: on a 24 GiB machine the
// store on Node 24 held 323 MB after start and 348 MB after 10,000 catalogue requests, against
// 217 and 248 MB with 16 MB semi-spaces, for about 3% more of node's CPU per order (1.36 against
// 1.32 ms, bench/order-limit.mjs). Node 20 chose about this size by itself.
export const STORE_NODE_FLAGS = ['--max-semi-space-size=16'];

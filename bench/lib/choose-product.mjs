// The product a benchmark audits: found the same way each time, whatever the catalogue holds.

/**
 * The page (`GET /api/products/by-slug/<slug>`: { product, related }) of the first product by
 * name, among the first 60, whose page `suits`; `wanted` says what that is, for the error.
 */
export async function firstProductPage(client, suits, wanted) {
  const list = await client.expect(200, 'GET', '/api/products/');
  const named = [...list].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  for (const p of named.slice(0, 60)) {
    if (!p.slug) throw new Error(`/api/products/ gives products no slug (${p.name})`);
    const page = await client.expect(200, 'GET', `/api/products/by-slug/${p.slug}`);
    if (suits(page)) return page;
  }
  throw new Error(`none of the first 60 products has ${wanted}`);
}

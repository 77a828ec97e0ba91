/**
 * POSTs a photo as the back office does (multipart, field `file`), timed until the answer; the
 * `i`-th of a run is named as a camera names its files. Returns the time and the stored picture.
 */
export async function uploadPhoto(url, headers, product, photo, i = 0) {
  const form = new FormData();
  form.append('file', new Blob([photo.bytes], { type: 'image/jpeg' }), `IMG_${4000 + i}.jpg`);
  const started = performance.now();
  const res = await fetch(`${url}/api/admin/products/${product.id}/images`, {
    method: 'POST',
    headers,
    body: form,
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 201) throw new Error(`upload for ${product.name}: ${res.status} ${text}`);
  return { ms, picture: JSON.parse(text).picture };
}

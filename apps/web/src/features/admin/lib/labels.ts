/** The order number staff and shoppers quote: the first 8 characters of the id, upper-cased. */
export function shortOrderId(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/** An audit action as words: 'product.update' → 'Product update'. */
export function actionLabel(action: string): string {
  const words = action.replace(/[._]/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

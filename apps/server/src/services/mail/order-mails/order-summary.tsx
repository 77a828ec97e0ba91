import { Column, Link, Row, Section, Text } from '@react-email/components';
import { pathInLanguage, productPath } from '@avstore/core';
import type { OrderDocument } from '../../order-documents/order-document';
import type { ShopInfo } from '../../order-documents/shop';
import {
  customerWords,
  deliveryAddress,
  deliveryChargeWords,
  paymentWords,
  wordsOf,
} from '../../order-documents/words';
import { styles } from './layout';

const cell = { ...styles.text, margin: '2px 0' };
const right = { ...cell, textAlign: 'right' as const };

function Amount({ label, value, bold }: { label: string; value: string; bold?: boolean }) {
  const weight = bold ? styles.strong : {};
  return (
    <Row>
      <Column style={{ ...cell, ...weight }}>{label}</Column>
      <Column style={{ ...right, ...weight }}>{value}</Column>
    </Row>
  );
}

/**
 * Every line with its quantity and price, the promo savings, the delivery charge, the total and
 * the payment method (docs/product.md §14). Lines are at the price before the promo, which the
 * savings then take off, so the column adds up.
 */
export function OrderSummary({ doc, shop }: { doc: OrderDocument; shop: ShopInfo }) {
  const delivery = deliveryChargeWords(doc);
  const { doc: words, money } = wordsOf(doc);
  return (
    <Section style={styles.box}>
      <Text style={{ ...styles.text, ...styles.strong }}>
        {words('order', { number: doc.number })}
      </Text>
      {doc.lines.map((line, index) => (
        <Row key={index}>
          <Column style={cell}>
            {line.quantity} ×{' '}
            {line.slug ? (
              <Link
                href={`${shop.url}${pathInLanguage(doc.language, productPath(line.slug))}`}
                style={styles.link}
              >
                {line.name}
              </Link>
            ) : (
              line.name
            )}
            {line.promoCode ? (
              <>
                <br />
                <span style={styles.small}>
                  {words('promo', { code: line.promoCode, percent: line.promoDiscount ?? 0 })}
                </span>
              </>
            ) : null}
          </Column>
          <Column style={right}>{money(line.originalLineCents)}</Column>
        </Row>
      ))}
      <Amount label={words('subtotal')} value={money(doc.subtotalCents)} />
      {doc.savingsCents > 0 ? (
        <Amount label={words('savings')} value={`-${money(doc.savingsCents)}`} />
      ) : null}
      <Amount label={delivery.label} value={delivery.value} />
      <Amount label={words('total')} value={money(doc.totalCents)} bold />
      <Amount label={words('payment')} value={paymentWords(doc)} />
    </Section>
  );
}

/** Where the order goes: the delivery address, or the store, its hours and the reference to bring. */
export function Handover({ doc, shop }: { doc: OrderDocument; shop: ShopInfo }) {
  const w = wordsOf(doc);
  if (doc.order.deliveryMethod === 'delivery') {
    return (
      <Section>
        <Text style={{ ...styles.text, ...styles.strong }}>{w.mail('deliveryTo')}</Text>
        <Text style={styles.text}>
          {customerWords(doc)}, {deliveryAddress(doc, doc.language)}
          <br />
          {w.doc('phone')}: {doc.order.customer.phone}
        </Text>
      </Section>
    );
  }
  return (
    <Section>
      <Text style={{ ...styles.text, ...styles.strong }}>
        {w.mail('collectFromStore', { pickup: w.method('pickup') })}
      </Text>
      <Text style={styles.text}>
        {shop.name}, {shop.address}
        <br />
        {w.doc('openingHours')}: {shop.hours}
        <br />
        {w.mail('bringReference', { number: doc.number })}
      </Text>
    </Section>
  );
}

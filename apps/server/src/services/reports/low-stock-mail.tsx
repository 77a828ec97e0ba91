import { render, toPlainText } from '@react-email/render';
import { Link, Section, Text } from '@react-email/components';
import type { MailMessage } from '../mail/mailer';
import type { OutboxRow } from '../mail/outbox';
import { MailLayout, P, styles } from '../mail/order-mails/layout';
import type { ShopInfo } from '../order-documents/shop';
import type { CrossedProduct } from './low-stock-check';

const units = (n: number) => `${n} ${n === 1 ? 'unit' : 'units'}`;

function LowStockMail({ shop, products }: { shop: ShopInfo; products: CrossedProduct[] }) {
  const title = `${products.length} ${products.length === 1 ? 'product has' : 'products have'} run low`;
  return (
    <MailLayout shop={shop} preview={title} title={title}>
      <P>
        These products reached their low-stock level since the last mail. Each is named once, and
        again only after its stock has gone back above the level and fallen again.
      </P>
      <Section style={styles.box}>
        {products.map((p) => (
          <Text key={p.id} style={styles.text}>
            <span style={styles.strong}>{p.name}</span>
            {p.sku ? ` (${p.sku})` : ''}: {units(p.stock)} left, low at {p.threshold}
          </Text>
        ))}
      </Section>
      <P>
        <Link href={`${shop.url}/admin/low-stock`} style={styles.link}>
          The low-stock list in the back office
        </Link>
      </P>
    </MailLayout>
  );
}

/** The shop's daily low-stock mail, to the shop's own address. */
export async function lowStockMail(row: OutboxRow, shop: ShopInfo): Promise<MailMessage | null> {
  const products = (row.params.products ?? []) as CrossedProduct[];
  if (products.length === 0) return null;
  const html = await render(<LowStockMail shop={shop} products={products} />);
  const day = String(row.params.day ?? '');
  return {
    to: shop.email,
    subject: `Low stock on ${day}: ${products.map((p) => p.name).join(', ')}`.slice(0, 200),
    html,
    text: toPlainText(html, { selectors: [{ selector: 'h1', options: { uppercase: false } }] }),
  };
}

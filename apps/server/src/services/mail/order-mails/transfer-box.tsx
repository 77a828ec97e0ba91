import { Section, Text } from '@react-email/components';
import { transferInstructions } from '../../order-documents/bank-transfer-words';
import type { OrderDocument } from '../../order-documents/order-document';
import type { ShopInfo } from '../../order-documents/shop';
import { P, styles } from './layout';

/** Where and how to pay a bank-transfer order: the sentence, the shop's account, the reference. */
export function TransferBox({ doc, shop }: { doc: OrderDocument; shop: ShopInfo }) {
  const { line, details } = transferInstructions(doc, shop);
  return (
    <>
      <P>{line}</P>
      <Section style={styles.box}>
        {details.map(([label, value]) => (
          <Text key={label} style={styles.text}>
            {label}: <span style={styles.strong}>{value}</span>
          </Text>
        ))}
      </Section>
    </>
  );
}

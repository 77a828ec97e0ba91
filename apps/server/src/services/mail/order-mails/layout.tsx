import type { ReactNode } from 'react';
import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { Language } from '@avstore/core';
import type { ShopInfo } from '../../order-documents/shop';

// Inline styles and tables only (React Email's components): what Gmail and Outlook render alike.
export const styles = {
  body: { backgroundColor: '#f1f5f9', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0 },
  container: { backgroundColor: '#ffffff', maxWidth: '600px', margin: '0 auto', padding: '24px' },
  brand: { fontSize: '20px', fontWeight: 700, color: '#0f172a', margin: 0 },
  title: { fontSize: '22px', color: '#0f172a', margin: '16px 0 8px' },
  text: { fontSize: '15px', lineHeight: '22px', color: '#334155', margin: '8px 0' },
  small: { fontSize: '13px', lineHeight: '19px', color: '#64748b', margin: '4px 0' },
  strong: { fontWeight: 700, color: '#0f172a' },
  link: { color: '#0f172a', textDecoration: 'underline' },
  box: { backgroundColor: '#f8fafc', borderRadius: '8px', padding: '12px 16px', margin: '16px 0' },
  button: {
    backgroundColor: '#0f172a',
    borderRadius: '6px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '15px',
    fontWeight: 700,
    padding: '10px 18px',
    textDecoration: 'none',
  },
} as const;

/**
 * The fonts a Sinhala or Tamil mail asks for after the Latin ones: Noto where the reader has it
 * (Android, most Linux), Windows' own Sinhala and Tamil fonts (Outlook), then the system's.
 */
const SCRIPT_FONTS: Record<Language, string> = {
  en: '',
  si: ", 'Noto Sans Sinhala', 'Iskoola Pota', 'Nirmala UI'",
  ta: ", 'Noto Sans Tamil', 'Latha', 'Nirmala UI'",
};

const bodyIn = (language: Language) =>
  language === 'en'
    ? styles.body
    : { ...styles.body, fontFamily: `Helvetica, Arial${SCRIPT_FONTS[language]}, sans-serif` };

/** Every order mail: the shop's name on top, its contact at the foot. */
export function MailLayout({
  shop,
  language = 'en',
  preview,
  title,
  children,
}: {
  shop: ShopInfo;
  /** The order's language for the shopper's mails; the shop's own are English. */
  language?: Language;
  preview: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Html lang={language}>
      <Head>
        {/* Without it a phone's mail app lays the mail out at a desktop's width and shrinks it. */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={bodyIn(language)}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{shop.name}</Text>
          <Heading as="h1" style={styles.title}>
            {title}
          </Heading>
          {children}
          <Hr />
          <Section>
            <Text style={styles.small}>
              {shop.name}, {shop.address}
            </Text>
            <Text style={styles.small}>
              {shop.phone} · <Link href={`mailto:${shop.email}`}>{shop.email}</Link> ·{' '}
              <Link href={shop.url}>{shop.url}</Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph of the mail's body. */
export const P = ({ children }: { children: ReactNode }) => (
  <Text style={styles.text}>{children}</Text>
);

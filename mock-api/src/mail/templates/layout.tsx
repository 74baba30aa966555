import type { ReactNode } from 'react';
import { Body, Container, Head, Html, Link, Preview, Section, Text } from '@react-email/components';
import { mailTexts } from '../texts';
import { styles } from './styles';

export interface FooterLinks {
  /** Why this person gets this mail, in one sentence. */
  why: string;
  /** The signed one-click link: leave this kind (or the summary) without signing in; none for a mail asked for. */
  unsubscribe?: { label: string; href: string };
  /** The profile's Notificaciones tab. */
  preferences: string;
}

export interface LayoutProps {
  /** The line a mail client shows after the subject. */
  preview: string;
  greeting: string;
  footer: FooterLinks;
  children: ReactNode;
}

/** Every mail's frame: the brand, a greeting, the content, and a footer that says why and how to leave. */
export function MailLayout({ preview, greeting, footer, children }: LayoutProps) {
  return (
    <Html lang="es" dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.brandBar}>
            <Text style={styles.brand}>{mailTexts.brand}</Text>
          </Section>
          <Section style={styles.card}>
            <Text style={styles.greeting}>{greeting}</Text>
            {children}
          </Section>
          <Section style={styles.footer}>
            <Text style={styles.footerText}>{footer.why}</Text>
            <Text style={styles.footerText}>
              {footer.unsubscribe ? (
                <>
                  <Link href={footer.unsubscribe.href} style={styles.link}>
                    {footer.unsubscribe.label}
                  </Link>
                  {' · '}
                </>
              ) : null}
              <Link href={footer.preferences} style={styles.link}>
                {mailTexts.footer.preferences}
              </Link>
            </Text>
            <Text style={styles.footerText}>{mailTexts.footer.address}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

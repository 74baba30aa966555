import { Button, Heading, Section, Text } from '@react-email/components';
import type { MailContent } from '../content';
import { MailLayout, type FooterLinks } from './layout';
import { styles } from './styles';

/** The facts of an event, one per line ("Distrito: Miraflores"): lines wrap on a narrow screen, a table would not. */
export function Facts({ facts }: { facts: MailContent['facts'] }) {
  return (
    <Section style={styles.facts}>
      {facts.map(([label, value]) => (
        <Text key={label} style={styles.fact}>
          <span style={styles.factLabel}>{label}:</span> {value}
        </Text>
      ))}
    </Section>
  );
}

export interface AlertMailProps {
  /** What it says: an alert's content, or a mail of the same shape (an address's verification). */
  content: Pick<MailContent, 'heading' | 'body' | 'facts'> & { action: { label: string } };
  greeting: string;
  /** The button's absolute address: the exact page of the site. */
  actionHref: string;
  footer: FooterLinks;
}

/** One event, at once: what happened, its facts, and a button to the page where the person acts on it. */
export function AlertMail({ content, greeting, actionHref, footer }: AlertMailProps) {
  return (
    <MailLayout preview={content.body} greeting={greeting} footer={footer}>
      <Heading as="h1" style={styles.heading}>
        {content.heading}
      </Heading>
      <Text style={styles.text}>{content.body}</Text>
      <Facts facts={content.facts} />
      <Button href={actionHref} style={styles.button}>
        {content.action.label}
      </Button>
    </MailLayout>
  );
}

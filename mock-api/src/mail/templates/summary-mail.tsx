import { Button, Heading, Hr, Section, Text } from '@react-email/components';
import type { SummaryContent } from '../content';
import { mailTexts } from '../texts';
import { Facts } from './alert-mail';
import { MailLayout, type FooterLinks } from './layout';
import { styles } from './styles';

export interface SummaryMailProps {
  content: SummaryContent;
  /** The day in words: "jueves, 27 de noviembre de 2026". */
  day: string;
  greeting: string;
  /** Each item's button, absolute, in the items' order. */
  actionHrefs: string[];
  footer: FooterLinks;
}

/** A day's events in one mail, oldest first, each with its facts and its own button. */
export function SummaryMail({ content, day, greeting, actionHrefs, footer }: SummaryMailProps) {
  const t = mailTexts.summary;
  return (
    <MailLayout preview={t.intro(content.items.length)} greeting={greeting} footer={footer}>
      <Heading as="h1" style={styles.heading}>
        {t.heading(day)}
      </Heading>
      <Text style={styles.text}>{t.intro(content.items.length)}</Text>
      {content.items.map((item, i) => (
        <Section key={`${item.kind}-${i}`}>
          <Hr style={styles.hr} />
          <Heading as="h2" style={styles.itemHeading}>
            {item.heading}
          </Heading>
          <Text style={styles.text}>{item.body}</Text>
          <Facts facts={item.facts} />
          <Button href={actionHrefs[i]} style={styles.button}>
            {item.action.label}
          </Button>
        </Section>
      ))}
    </MailLayout>
  );
}

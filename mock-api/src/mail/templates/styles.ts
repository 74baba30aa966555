import type { CSSProperties } from 'react';

/**
 * Inline styles only (mail clients drop <style> and linked sheets). Nothing has a fixed width: the
 * container is at most 600 px and shrinks with the screen, long words break, so a 360 px phone shows
 * the mail without scrolling sideways. Colours are the site's (shared/src/ui/theme.css).
 */
const BRAND = '#0b5cad';
const TEXT = '#1f2933';
const MUTED = '#52606d';

export const styles = {
  body: {
    backgroundColor: '#f4f6f8',
    margin: 0,
    padding: '16px 0',
    fontFamily: 'Arial, Helvetica, sans-serif',
    color: TEXT,
  },
  container: { width: '100%', maxWidth: '600px', margin: '0 auto', padding: '0 12px', boxSizing: 'border-box' },
  brandBar: { padding: '8px 4px' },
  brand: { margin: 0, fontSize: '20px', fontWeight: 700, color: BRAND },
  card: {
    backgroundColor: '#ffffff',
    borderRadius: '8px',
    padding: '20px 16px',
    border: '1px solid #d9e2ec',
    overflowWrap: 'break-word',
    wordBreak: 'break-word',
  },
  greeting: { margin: '0 0 12px', fontSize: '16px', lineHeight: '24px' },
  heading: { margin: '0 0 8px', fontSize: '20px', lineHeight: '28px', color: TEXT },
  itemHeading: { margin: '0 0 4px', fontSize: '17px', lineHeight: '24px', color: TEXT },
  text: { margin: '0 0 12px', fontSize: '16px', lineHeight: '24px' },
  fact: { margin: '0 0 4px', fontSize: '15px', lineHeight: '22px' },
  factLabel: { color: MUTED },
  facts: { margin: '8px 0 16px', padding: '12px', backgroundColor: '#e7f0fa', borderRadius: '6px' },
  button: {
    display: 'inline-block',
    maxWidth: '100%',
    boxSizing: 'border-box',
    backgroundColor: BRAND,
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 700,
    lineHeight: '22px',
    textAlign: 'center',
    textDecoration: 'none',
    borderRadius: '6px',
    padding: '12px 20px',
  },
  link: { color: BRAND, textDecoration: 'underline' },
  hr: { borderColor: '#d9e2ec', margin: '20px 0' },
  footer: { padding: '12px 4px' },
  footerText: { margin: '0 0 8px', fontSize: '13px', lineHeight: '20px', color: MUTED },
} satisfies Record<string, CSSProperties>;

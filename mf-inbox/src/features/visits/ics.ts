/**
 * A small iCalendar (RFC 5545) writer for one visit: CRLF line ends, text escaping, lines folded at
 * 75 octets, times in America/Lima (UTC−5 all year, so one STANDARD rule describes it). Loaded only
 * when the user asks for the file (dynamic import).
 */
import { PERU_TIME_ZONE } from '@lotengo/shared';

export interface IcsEvent {
  uid: string;
  /** YYYY-MM-DD, Lima's calendar day. */
  date: string;
  /** 'HH:MM', 24 h, Lima time. */
  start: string;
  end: string;
  summary: string;
  location: string;
  description: string;
  /** When the file is written (DTSTAMP, UTC). */
  stamp: Date;
}

const CRLF = '\r\n';

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped; line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after CRLF + one space; a UTF-8 character is
 * never split. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const bytes = encoder.encode(ch).length;
    // The first line holds 75 octets; continuation lines 74 plus the leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += bytes;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const compactDate = (date: string) => date.replace(/-/g, '');
const compactTime = (time: string) => `${time.replace(':', '')}00`;
const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lo Tengo//Mis Ofertas//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${PERU_TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:-0500',
    'TZOFFSETTO:-0500',
    'TZNAME:-05',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${PERU_TIME_ZONE}:${compactDate(event.date)}T${compactTime(event.start)}`,
    `DTEND;TZID=${PERU_TIME_ZONE}:${compactDate(event.date)}T${compactTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

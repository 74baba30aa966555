import { makeProperty } from '@lotengo/shared/testing';
import { visitSchema } from '@lotengo/shared/contracts';
import { buildIcs, escapeText, foldLine } from '../ics';
import { visitIcsFile } from '../visit-ics';

const event = {
  uid: 'visita-7@lotengo.pe',
  date: '2026-12-01',
  start: '14:00',
  end: '16:00',
  summary: 'Visita Presencial: Depa; con vista, al mar',
  location: 'Av. Larco 1150, MIRAFLORES',
  description: 'Línea uno\nLínea dos \\ fin',
  stamp: new Date('2026-11-23T17:05:09.123Z'),
};

describe('the .ics writer', () => {
  it('ends every line with CRLF and has no bare LF', () => {
    const text = buildIcs(event);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text.split('\r\n')[0]).toBe('BEGIN:VCALENDAR');
    expect(text).toContain('\r\nEND:VCALENDAR\r\n');
  });

  it('writes Lima times with their zone, and the stamp in UTC', () => {
    const text = buildIcs(event);
    expect(text).toContain('\r\nTZID:America/Lima\r\n');
    expect(text).toContain('\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0500\r\n');
    expect(text).toContain('\r\nDTSTART;TZID=America/Lima:20261201T140000\r\n');
    expect(text).toContain('\r\nDTEND;TZID=America/Lima:20261201T160000\r\n');
    expect(text).toContain('\r\nDTSTAMP:20261123T170509Z\r\n');
    expect(text).toContain('\r\nUID:visita-7@lotengo.pe\r\n');
  });

  it('escapes backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11)', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    const text = buildIcs(event);
    expect(text).toContain('SUMMARY:Visita Presencial: Depa\\; con vista\\, al mar');
    expect(text).toContain('DESCRIPTION:Línea uno\\nLínea dos \\\\ fin');
  });

  it('folds lines over 75 octets without splitting a UTF-8 character', () => {
    const long = `DESCRIPTION:${'ñ'.repeat(80)}`;
    const folded = foldLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, part] of parts.entries()) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(long);
    expect(foldLine('SHORT:ok')).toBe('SHORT:ok');
  });
});

describe('visitIcsFile', () => {
  const visit = visitSchema.parse({
    visitId: 7,
    idInboxProperty: 3,
    propertyId: makeProperty().propertyId,
    userCode: 7,
    typeVisit: 'Virtual',
    visitDate: '2026-12-01',
    visitHour: '02:00 pm a 04:00 pm',
    status: 1,
    title: 'Depa en Larco',
    address: 'Av. Larco 1150',
    district: 'MIRAFLORES',
  });

  it('turns a dated visit into a named file in Lima time', () => {
    const file = visitIcsFile(visit, new Date('2026-11-23T00:00:00Z'))!;
    expect(file.name).toBe('visita-7-2026-12-01.ics');
    expect(file.text).toContain('DTSTART;TZID=America/Lima:20261201T140000');
    expect(file.text).toContain('SUMMARY:Visita Virtual: Depa en Larco');
    expect(file.text).toContain('LOCATION:Av. Larco 1150\\, MIRAFLORES');
  });

  it('has nothing to offer for a visit without date', () => {
    expect(visitIcsFile({ ...visit, visitDate: '', visitHour: '' })).toBeNull();
  });
});

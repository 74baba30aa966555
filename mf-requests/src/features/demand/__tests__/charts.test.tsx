import { render, screen, within } from '@testing-library/react';
import { demandTexts, FEW } from '@lotengo/shared/demand';
import { BarList } from '../charts/bar-list';
import { drawnValue, scaleOf } from '../charts/chart-data';
import { ColumnChart } from '../charts/column-chart';

const data = [
  { key: 'a', label: 'Casa', count: 40 },
  { key: 'b', label: 'Terreno', count: FEW },
  { key: 'c', label: 'Oficina', count: 10 },
] as const;

describe('chart scale', () => {
  it('draws "menos de 5" up to 5, never at a size of its own, and the largest bar full', () => {
    expect(drawnValue(FEW)).toBe(5);
    const size = scaleOf(data);
    expect(size(40)).toBe(100);
    expect(size(FEW)).toBe(12.5);
    expect(size(10)).toBe(25);
    // All small: the scale's top is still 5, so a lone "menos de 5" is not a full bar of "many".
    expect(scaleOf([{ count: FEW }])(FEW)).toBe(100);
  });
});

describe.each([
  ['ColumnChart', (props: Parameters<typeof ColumnChart>[0]) => <ColumnChart {...props} />],
  ['BarList', (props: Parameters<typeof BarList>[0]) => <BarList {...props} />],
])('%s text alternative', (_name, renderChart) => {
  it('is a figure named by its title whose drawing is hidden and whose table says every value in words', () => {
    render(
      renderChart({
        id: 'x',
        title: 'Tipos buscados',
        labelHeader: 'Tipo',
        countHeader: 'Solicitudes',
        data: [...data],
      }),
    );
    const figure = screen.getByRole('figure', { name: 'Tipos buscados' });
    const drawing = figure.querySelector('[aria-hidden="true"]');
    expect(drawing).not.toBeNull();
    const table = within(figure).getByRole('table', { name: 'Tipos buscados' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Tipo', 'Solicitudes']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Casa', '40'],
      ['Terreno', demandTexts.few],
      ['Oficina', '10'],
    ]);
    // Nowhere, drawn or written, a number for the withheld bar.
    expect(figure.textContent).not.toMatch(/Terreno\s*[0-4]\b/);
  });
});

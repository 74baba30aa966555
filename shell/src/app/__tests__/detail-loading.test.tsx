/** A property's detail while its code loads: the page's frame, with the first photo once the property is known. */
import fs from 'node:fs';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { assetUrl, routePatterns } from '@lotengo/shared';
import { ApiError } from '@lotengo/shared/http';
import { FIRST_SLIDE_TIMING, slideImage } from '@lotengo/shared/format/photos';
import { SEEKER, fakeApi, makePropertyDetail, renderWithProviders } from '@lotengo/shared/testing';
import { DetailLoading } from '../detail-loading';

const STORED = '/storage/7/0b7c1f3e-8a2d-4c55-9d1e-6f2a3b4c5d6e';
const shot = (fileUrl: string) => ({ name: 'foto.jpg', tipo: 'image/jpeg', fileUrl });
const frame = () => document.querySelector('.ltd .ltd-media .ltg-frame');
const photo = () => frame()?.querySelector('img') ?? null;
const open = (id: string) =>
  renderWithProviders(<DetailLoading />, {
    route: `/page/property/${id}`,
    path: routePatterns.propertyDetail,
    session: SEEKER,
  });

describe('DetailLoading', () => {
  it("shows the property's first photo in the gallery's frame, as the first slide asks for it", async () => {
    fakeApi({
      getProperty: async () =>
        makePropertyDetail({ propertyId: 42, multimedias: [shot(STORED), shot(`${STORED.slice(0, -1)}f`)] }),
    });
    open('42');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(frame()).not.toBeNull();
    await waitFor(() => expect(photo()).not.toBeNull());
    const image = slideImage(assetUrl(STORED));
    expect(photo()!.getAttribute('srcset')).toBe(image.srcSet);
    expect(photo()!.getAttribute('sizes')).toBe(image.sizes);
    expect(photo()!.getAttribute('elementtiming')).toBe(FIRST_SLIDE_TIMING);
    expect(photo()!.getAttribute('alt')).toBe('');
  });

  it('keeps the frame empty for a property without photos, a refusal, or an id the page does not accept', async () => {
    const asked: number[] = [];
    fakeApi({
      getProperty: async (id: number) => {
        asked.push(id);
        if (id === 43) throw new ApiError(403, 'No puedes ver esta propiedad');
        return makePropertyDetail({ propertyId: id, multimedias: [] });
      },
    });
    const first = open('42');
    await waitFor(() => expect(asked).toContain(42));
    expect(photo()).toBeNull();
    first.unmount();
    const second = open('43');
    await waitFor(() => expect(asked).toContain(43));
    expect(photo()).toBeNull();
    second.unmount();
    open('..');
    expect(frame()).not.toBeNull();
    expect(asked).toEqual([42, 43]);
  });

  it("the frame's size is one rule, @lotengo/shared's, not redefined by the gallery or the page", () => {
    const root = path.join(__dirname, '..', '..', '..', '..');
    const shared = fs.readFileSync(path.join(root, 'shared/src/ui/detail-frame.css'), 'utf8');
    expect(shared).toMatch(/\.ltg-frame \{[^}]*aspect-ratio: 4 \/ 3/);
    expect(shared).toMatch(/\.ltd \{[^}]*grid-template-columns/);
    for (const file of [
      'mf-properties/src/features/gallery/gallery.css',
      'mf-properties/src/features/property-detail/property-detail.css',
    ]) {
      const css = fs.readFileSync(path.join(root, file), 'utf8');
      expect(css).not.toMatch(/(^|\})\s*\.ltg-frame\s*\{/m);
      expect(css).not.toMatch(/(^|\})\s*\.ltd\s*\{/m);
    }
  });
});

import { configure, screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import { DEPARTMENTS, DISTRICTS, PROVINCES, fakeApi, referenceApi, renderWithProviders } from '../../../testing';
import { messages } from '../../../i18n';
import { LocationFields } from '..';
import { Harness } from './harness';

// Lists answer one after the other (docs/product/rules.md order): a busy 2-core machine needs more than a second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const t = messages.form;
const schema = z.object({
  department: z.string(),
  province: z.string(),
  ubigeoId: z.string().min(1, messages.validation.districtRequired),
});
const empty = { department: '', province: '', ubigeoId: '' };

/** A promise the test resolves when it wants the answer to arrive. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const optionTexts = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('LocationFields', () => {
  it('region → province → district: each choice loads the next list and clears what depended on it', async () => {
    const calls = fakeApi({ ...referenceApi });
    const { user } = renderWithProviders(
      <Harness schema={schema} defaultValues={empty}>
        <LocationFields />
      </Harness>,
    );
    await waitFor(() => expect(optionTexts(t.region)).toEqual(['Seleccione', 'AREQUIPA', 'LIMA']));
    expect(screen.getByLabelText(t.province)).toBeDisabled();
    expect(screen.getByLabelText(t.district)).toBeDisabled();
    expect(calls.getProvinces).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText(t.region), 'LIMA');
    await waitFor(() => expect(optionTexts(t.province)).toEqual(['Seleccione', 'LIMA', 'CAÑETE']));
    await user.selectOptions(screen.getByLabelText(t.province), 'LIMA');
    await waitFor(() => expect(optionTexts(t.district)).toEqual(['Seleccione', 'MIRAFLORES', 'SAN ISIDRO']));
    await user.selectOptions(screen.getByLabelText(t.district), 'SAN ISIDRO');
    expect(screen.getByLabelText(t.district)).toHaveValue('150131');

    await user.selectOptions(screen.getByLabelText(t.region), 'AREQUIPA');
    expect(screen.getByLabelText(t.province)).toHaveValue('');
    expect(screen.getByLabelText(t.district)).toHaveValue('');
    expect(screen.getByLabelText(t.district)).toBeDisabled();
  });

  it('with defaultProvince LIMA, choosing a department preselects its LIMA province (and not elsewhere)', async () => {
    fakeApi({ ...referenceApi });
    const { user } = renderWithProviders(
      <Harness schema={schema} defaultValues={empty}>
        <LocationFields defaultProvince="LIMA" idPrefix="property" />
      </Harness>,
    );
    await waitFor(() => expect(optionTexts(t.region)).toContain('LIMA'));
    await user.selectOptions(screen.getByLabelText(t.region), 'LIMA');
    await waitFor(() => expect(screen.getByLabelText(t.province)).toHaveValue('LIMA'));
    await waitFor(() => expect(optionTexts(t.district)).toEqual(['Seleccione', 'MIRAFLORES', 'SAN ISIDRO']));

    await user.selectOptions(screen.getByLabelText(t.region), 'AREQUIPA');
    await waitFor(() => expect(optionTexts(t.province)).toEqual(['Seleccione', 'AREQUIPA']));
    expect(screen.getByLabelText(t.province)).toHaveValue('');
  });

  it('fills a saved place in docs/product/rules.md order: region list, provinces, then districts', async () => {
    const deps = deferred<typeof DEPARTMENTS>();
    const provs = deferred<(typeof PROVINCES)['LIMA']>();
    const calls = fakeApi({
      ...referenceApi,
      getDepartments: () => deps.promise,
      getProvinces: () => provs.promise,
    });
    renderWithProviders(
      <Harness schema={schema} defaultValues={{ department: 'LIMA', province: 'LIMA', ubigeoId: '150131' }}>
        <LocationFields defaultProvince="CAÑETE" />
      </Harness>,
    );
    expect(optionTexts(t.region)).toEqual([t.loadingOptions]);
    expect(calls.getProvinces).not.toHaveBeenCalled();
    deps.resolve(DEPARTMENTS);
    await waitFor(() => expect(screen.getByLabelText(t.region)).toHaveValue('LIMA'));
    await waitFor(() => expect(calls.getProvinces).toHaveBeenCalledWith('LIMA'));
    expect(calls.getDistricts).not.toHaveBeenCalled();
    provs.resolve(PROVINCES.LIMA);
    await waitFor(() => expect(screen.getByLabelText(t.province)).toHaveValue('LIMA'));
    await waitFor(() => expect(calls.getDistricts).toHaveBeenCalledWith('LIMA', 'LIMA'));
    await waitFor(() =>
      expect(optionTexts(t.district)).toEqual(['Seleccione', ...DISTRICTS['LIMA/LIMA'].map((d) => d.district)]),
    );
    // A saved place is never replaced by the default province.
    expect(screen.getByLabelText(t.province)).toHaveValue('LIMA');
    expect(screen.getByLabelText(t.district)).toHaveValue('150131');
  });

  it('shows the district message only once touched', async () => {
    fakeApi({ ...referenceApi });
    const { user } = renderWithProviders(
      <Harness schema={schema} defaultValues={empty}>
        <LocationFields />
      </Harness>,
    );
    expect(screen.queryByText(messages.validation.districtRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(messages.validation.districtRequired)).toBeInTheDocument();
  });
});

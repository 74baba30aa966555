import { useState } from 'react';
import { configure, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { fakeApi, referenceApi, renderWithProviders } from '../../../testing';
import { messages } from '../../../i18n';
import { BudgetFields, CheckboxField, NumberField, SelectField, TextField, YesNoField, countOptions } from '..';
import { Harness } from './harness';

// Lists answer one after the other (docs/product/rules.md order): a busy 2-core machine needs more than a second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const v = messages.validation;
const req = z.string().trim().min(1, v.required);

describe('form kit fields', () => {
  it('ties each label to its control and shows a message only once the field was touched', async () => {
    const schema = z.object({ street: req, note: req });
    const { user } = renderWithProviders(
      <Harness schema={schema} defaultValues={{ street: '', note: '' }}>
        <TextField name="street" label="Dirección" hint="Calle y número" />
        <TextField name="note" label="Nota" />
      </Harness>,
    );
    const street = screen.getByLabelText('Dirección');
    expect(street).toHaveAccessibleDescription('Calle y número');
    expect(screen.queryByText(v.required)).not.toBeInTheDocument();
    await user.click(street);
    await user.tab();
    expect(await screen.findByText(v.required)).toBeInTheDocument();
    expect(street).toHaveAttribute('aria-invalid', 'true');
    expect(street).toHaveAccessibleDescription(`Calle y número ${v.required}`);
    // The other field was never touched: still quiet.
    expect(screen.getByLabelText('Nota')).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText(v.required)).toHaveLength(1);
  });

  it('shows every message after a failed submit and sends nothing', async () => {
    const onValid = jest.fn();
    const schema = z.object({
      price: req,
      rooms: req,
      service: req,
      terms: z.boolean().refine(Boolean, v.fieldRequired),
    });
    const { user } = renderWithProviders(
      <Harness schema={schema} defaultValues={{ price: '', rooms: '', service: '', terms: false }} onValid={onValid}>
        <NumberField name="price" label="Precio" min={0} />
        <SelectField name="rooms" label="Dormitorios" options={countOptions([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])} />
        <YesNoField name="service" label="Área de servicio" />
        <CheckboxField name="terms" label="Acepto los términos" />
      </Harness>,
    );
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findAllByText(v.required)).toHaveLength(3);
    expect(screen.getByText(v.fieldRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Acepto los términos')).toHaveAccessibleDescription(v.fieldRequired);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('number inputs take min and step (0.01 unless told); selects offer "Seleccione", the counts, and Sí/No', () => {
    const schema = z.object({ price: z.string(), rooms: z.string(), service: z.string() });
    renderWithProviders(
      <Harness schema={schema} defaultValues={{ price: '', rooms: '', service: '' }}>
        <NumberField name="price" label="Precio" min={0} />
        <SelectField name="rooms" label="Dormitorios" options={countOptions([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])} />
        <YesNoField name="service" label="Área de servicio" />
      </Harness>,
    );
    const price = screen.getByLabelText('Precio');
    expect(price).toHaveAttribute('type', 'number');
    expect(price).toHaveAttribute('min', '0');
    expect(price).toHaveAttribute('step', '0.01');
    const rooms = screen.getByLabelText('Dormitorios');
    expect([...rooms.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Seleccione',
      ...Array.from({ length: 10 }, (_, i) => String(i + 1)),
    ]);
    const service = screen.getByLabelText('Área de servicio');
    expect([...service.querySelectorAll('option')].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Seleccione'],
      ['1', 'Sí'],
      ['0', 'No'],
    ]);
  });

  it('a disabled field with clearWhenDisabled loses its value (agency name unless "Inmobiliaria")', async () => {
    const onValid = jest.fn();
    function OwnerForm() {
      const [agency, setAgency] = useState(true);
      return (
        <Harness schema={z.object({ agencyName: z.string() })} defaultValues={{ agencyName: '' }} onValid={onValid}>
          <button type="button" onClick={() => setAgency((a) => !a)}>
            Cambiar
          </button>
          <TextField name="agencyName" label="Nombre de la inmobiliaria" disabled={!agency} clearWhenDisabled />
        </Harness>
      );
    }
    const { user } = renderWithProviders(<OwnerForm />);
    await user.type(screen.getByLabelText('Nombre de la inmobiliaria'), 'Casas SAC');
    await user.click(screen.getByRole('button', { name: 'Cambiar' }));
    expect(screen.getByLabelText('Nombre de la inmobiliaria')).toBeDisabled();
    expect(screen.getByLabelText('Nombre de la inmobiliaria')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ agencyName: '' }, expect.anything()));
  });
});

describe('BudgetFields', () => {
  const schema = z.object({ costInit: z.string(), costEnd: z.string() });

  it('asks for an operation first, then shows the floor and ceiling in dollars with two decimals', async () => {
    fakeApi({ ...referenceApi });
    function Budget() {
      const [op, setOp] = useState(0);
      return (
        <Harness schema={schema} defaultValues={{ costInit: '', costEnd: '' }}>
          <button type="button" onClick={() => setOp(op === 2 ? 3 : 2)}>
            Operación
          </button>
          <BudgetFields tprocessId={op} />
        </Harness>
      );
    }
    const { user } = renderWithProviders(<Budget />);
    expect(screen.getByText(v.pickOperation)).toBeInTheDocument();
    expect(screen.queryByLabelText(messages.form.budgetMin)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Operación' }));
    await waitFor(() =>
      expect(screen.getByLabelText(messages.form.budgetMin)).toHaveAttribute('placeholder', '$ 300.00'),
    );
    expect(screen.getByLabelText(messages.form.budgetMax)).toHaveAttribute('placeholder', '$ 10,000.00');
    expect(screen.getByLabelText(messages.form.budgetMin)).toHaveAttribute('step', '0.01');
    await user.click(screen.getByRole('button', { name: 'Operación' }));
    expect(screen.getByLabelText(messages.form.budgetMin)).toHaveAttribute('placeholder', '$ 20,000.00');
    expect(screen.getByLabelText(messages.form.budgetMax)).toHaveAttribute('placeholder', '$ 2,000,000.00');
  });
});

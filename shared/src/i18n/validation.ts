/** docs/product/rules.md validation messages, exactly. */
export const validation = {
  required: '* Requerido',
  fieldRequired: '* Campo requerido',
  districtRequired: '* Distrito requerido',
  addressRequired: '* Dirección requerida',
  priceRequired: '* Precio requerido',
  operationRequired: '* Tipo de operación requerida',
  propertyTypeRequired: '* Tipo de propiedad requerida',
  /** docs/product/rules.md: the owner-type message carries the wrong label, as built. */
  ownerTypeRequired: '* Tipo de operación requerida',
  titleRequired: '* Título requerido',
  pickOperation: '* Elige un tipo de operación *',
  /** Ours (the original had no such checks; docs/product/rules.md). */
  budgetOrder: '* El mínimo no puede ser mayor que el máximo',
  maxLength: (n: number) => `* Máximo ${n} caracteres`,
  minValue: (n: number) => `* Mínimo ${n}`,
  maxValue: (n: number) => `* Máximo ${n}`,
  invalidEmail: '* Correo inválido',
  invalidNumber: '* Ingresa un número válido',
  imageOnly: '* Solo se permiten imágenes',
  imageTooLarge: '* La imagen supera el tamaño máximo (10,42 MB)',
  /** Ours: a check without a text of its own, while zod's Spanish locale loads (contracts/default-locale-browser.ts).
   */
  invalidValue: 'El valor no es válido.',
} as const;

/** Texts of the shared form kit (shared/src/ui/form): every remote's forms show the same words. */
export const formTexts = {
  select: 'Seleccione',
  loadingOptions: 'Cargando…',
  region: 'Región',
  province: 'Provincia',
  district: 'Distrito',
  budget: 'Presupuesto (US$)',
  budgetMin: 'Presupuesto mínimo',
  budgetMax: 'Presupuesto máximo',
  optionsError: 'No se pudieron cargar las opciones.',
  yes: 'Sí',
  no: 'No',
} as const;

/**
 * The link every card and row that shows a property carries to its detail page (the inbox's offers, the
 * profile's matches, ¡Lo tengo!'s list, Mis Propiedades): one text, imported by those areas' texts only
 * (off a visitor's first load, see shared/build/webpack.ts).
 */
export const propertyLinkTexts = {
  view: 'Ver detalle',
  viewLabel: (title: string) => `Ver el detalle de ${title}`,
} as const;

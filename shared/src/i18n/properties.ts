/** Texts of the properties area. */
export const propertiesTexts = {
} as const;

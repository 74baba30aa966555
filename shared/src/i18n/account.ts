/** Texts of the account area. */
export const accountTexts = {
} as const;

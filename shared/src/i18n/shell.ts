/** Texts of the shell area. */
export const shellTexts = {
} as const;

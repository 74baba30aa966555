/** Texts of the inbox area. */
export const inboxTexts = {
} as const;

/** Texts of the requests area. */
export const requestsTexts = {
} as const;

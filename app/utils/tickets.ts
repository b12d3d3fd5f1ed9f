/** How a poster closes their own listing (the form's intent → the stored closed_reason). Shared by browser and server. */
export const CLOSE_INTENTS = { sold: "sold", "given-away": "given-away", withdraw: "withdrawn" } as const;
export type CloseIntent = keyof typeof CLOSE_INTENTS;

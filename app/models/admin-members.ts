/** How an admin can record that a member paid (the member page's form and the billing history). Safe in the browser. */
export const PAYMENT_METHODS = ["cash", "bank-transfer", "card-terminal", "cheque", "other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: "Cash",
  "bank-transfer": "Bank transfer",
  "card-terminal": "Card terminal",
  cheque: "Cheque",
  other: "Other",
};

import * as m from "../i18n/paraglide/messages/_index.js";

/** How an admin can record that a member paid (the member page's form and the billing history). Safe in the browser. */
export const PAYMENT_METHODS = ["cash", "bank-transfer", "card-terminal", "cheque", "other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, () => string> = {
  cash: m.membership_payment_cash,
  "bank-transfer": m.membership_payment_bank_transfer,
  "card-terminal": m.membership_payment_card_terminal,
  cheque: m.membership_payment_cheque,
  other: m.membership_payment_other,
};

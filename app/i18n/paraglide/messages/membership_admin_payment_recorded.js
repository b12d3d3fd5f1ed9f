/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tier: NonNullable<unknown>, date: NonNullable<unknown> }} Membership_Admin_Payment_RecordedInputs */

const en_membership_admin_payment_recorded = /** @type {(inputs: Membership_Admin_Payment_RecordedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tier} membership paid: active until ${i?.date}.`)
};

const de_membership_admin_payment_recorded = /** @type {(inputs: Membership_Admin_Payment_RecordedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft „${i?.tier}“ bezahlt: aktiv bis ${i?.date}.`)
};

/**
* | output |
* | --- |
* | "{tier} membership paid: active until {date}." |
*
* @param {Membership_Admin_Payment_RecordedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_payment_recorded = /** @type {((inputs: Membership_Admin_Payment_RecordedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Payment_RecordedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_payment_recorded(inputs)
	return en_membership_admin_payment_recorded(inputs)
});
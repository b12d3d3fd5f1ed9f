/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Amount_PaidInputs */

const en_membership_admin_amount_paid = /** @type {(inputs: Membership_Admin_Amount_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount paid (blank: the tier's price)`)
};

const de_membership_admin_amount_paid = /** @type {(inputs: Membership_Admin_Amount_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gezahlter Betrag (leer: Preis der Stufe)`)
};

/**
* | output |
* | --- |
* | "Amount paid (blank: the tier's price)" |
*
* @param {Membership_Admin_Amount_PaidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_amount_paid = /** @type {((inputs?: Membership_Admin_Amount_PaidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Amount_PaidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_amount_paid(inputs)
	return en_membership_admin_amount_paid(inputs)
});
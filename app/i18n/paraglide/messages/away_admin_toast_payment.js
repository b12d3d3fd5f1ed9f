/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_Toast_PaymentInputs */

const en_away_admin_toast_payment = /** @type {(inputs: Away_Admin_Toast_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Recorded`)
};

const de_away_admin_toast_payment = /** @type {(inputs: Away_Admin_Toast_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung eingetragen`)
};

/**
* | output |
* | --- |
* | "Payment Recorded" |
*
* @param {Away_Admin_Toast_PaymentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_toast_payment = /** @type {((inputs?: Away_Admin_Toast_PaymentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Toast_PaymentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_toast_payment(inputs)
	return en_away_admin_toast_payment(inputs)
});
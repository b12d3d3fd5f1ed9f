/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_Record_PaymentInputs */

const en_away_admin_record_payment = /** @type {(inputs: Away_Admin_Record_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record payment at the table`)
};

const de_away_admin_record_payment = /** @type {(inputs: Away_Admin_Record_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung am Tisch eintragen`)
};

/**
* | output |
* | --- |
* | "Record payment at the table" |
*
* @param {Away_Admin_Record_PaymentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_record_payment = /** @type {((inputs?: Away_Admin_Record_PaymentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Record_PaymentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_record_payment(inputs)
	return en_away_admin_record_payment(inputs)
});
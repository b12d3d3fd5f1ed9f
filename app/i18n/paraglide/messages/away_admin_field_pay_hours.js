/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_Field_Pay_HoursInputs */

const en_away_admin_field_pay_hours = /** @type {(inputs: Away_Admin_Field_Pay_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours to pay once offered`)
};

const de_away_admin_field_pay_hours = /** @type {(inputs: Away_Admin_Field_Pay_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stunden zum Bezahlen nach dem Angebot`)
};

/**
* | output |
* | --- |
* | "Hours to pay once offered" |
*
* @param {Away_Admin_Field_Pay_HoursInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_field_pay_hours = /** @type {((inputs?: Away_Admin_Field_Pay_HoursInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Field_Pay_HoursInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_field_pay_hours(inputs)
	return en_away_admin_field_pay_hours(inputs)
});
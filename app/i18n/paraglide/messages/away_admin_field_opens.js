/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_Field_OpensInputs */

const en_away_admin_field_opens = /** @type {(inputs: Away_Admin_Field_OpensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications open`)
};

const de_away_admin_field_opens = /** @type {(inputs: Away_Admin_Field_OpensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewerbung öffnet`)
};

/**
* | output |
* | --- |
* | "Applications open" |
*
* @param {Away_Admin_Field_OpensInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_field_opens = /** @type {((inputs?: Away_Admin_Field_OpensInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Field_OpensInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_field_opens(inputs)
	return en_away_admin_field_opens(inputs)
});
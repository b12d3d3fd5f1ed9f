/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_Field_ClosesInputs */

const en_away_admin_field_closes = /** @type {(inputs: Away_Admin_Field_ClosesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications close`)
};

const de_away_admin_field_closes = /** @type {(inputs: Away_Admin_Field_ClosesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewerbung schließt`)
};

/**
* | output |
* | --- |
* | "Applications close" |
*
* @param {Away_Admin_Field_ClosesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_field_closes = /** @type {((inputs?: Away_Admin_Field_ClosesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Field_ClosesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_field_closes(inputs)
	return en_away_admin_field_closes(inputs)
});
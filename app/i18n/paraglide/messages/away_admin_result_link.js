/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_Result_LinkInputs */

const en_away_admin_result_link = /** @type {(inputs: Away_Admin_Result_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The public result page`)
};

const de_away_admin_result_link = /** @type {(inputs: Away_Admin_Result_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die öffentliche Ergebnisseite`)
};

/**
* | output |
* | --- |
* | "The public result page" |
*
* @param {Away_Admin_Result_LinkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_result_link = /** @type {((inputs?: Away_Admin_Result_LinkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Result_LinkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_result_link(inputs)
	return en_away_admin_result_link(inputs)
});
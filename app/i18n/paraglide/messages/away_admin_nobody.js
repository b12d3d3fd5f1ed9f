/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_NobodyInputs */

const en_away_admin_nobody = /** @type {(inputs: Away_Admin_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody applied.`)
};

const de_away_admin_nobody = /** @type {(inputs: Away_Admin_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niemand hat sich beworben.`)
};

/**
* | output |
* | --- |
* | "Nobody applied." |
*
* @param {Away_Admin_NobodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_nobody = /** @type {((inputs?: Away_Admin_NobodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_NobodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_nobody(inputs)
	return en_away_admin_nobody(inputs)
});
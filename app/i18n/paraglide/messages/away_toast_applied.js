/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Toast_AppliedInputs */

const en_away_toast_applied = /** @type {(inputs: Away_Toast_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applied`)
};

const de_away_toast_applied = /** @type {(inputs: Away_Toast_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beworben`)
};

/**
* | output |
* | --- |
* | "Applied" |
*
* @param {Away_Toast_AppliedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_toast_applied = /** @type {((inputs?: Away_Toast_AppliedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Toast_AppliedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_toast_applied(inputs)
	return en_away_toast_applied(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Facts_Applied_So_FarInputs */

const en_away_facts_applied_so_far = /** @type {(inputs: Away_Facts_Applied_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applied so far`)
};

const de_away_facts_applied_so_far = /** @type {(inputs: Away_Facts_Applied_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bisher beworben`)
};

/**
* | output |
* | --- |
* | "Applied so far" |
*
* @param {Away_Facts_Applied_So_FarInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_applied_so_far = /** @type {((inputs?: Away_Facts_Applied_So_FarInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_Applied_So_FarInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_facts_applied_so_far(inputs)
	return en_away_facts_applied_so_far(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Facts_Per_ApplicationInputs */

const en_away_facts_per_application = /** @type {(inputs: Away_Facts_Per_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per application`)
};

const de_away_facts_per_application = /** @type {(inputs: Away_Facts_Per_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pro Bewerbung`)
};

/**
* | output |
* | --- |
* | "Per application" |
*
* @param {Away_Facts_Per_ApplicationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_per_application = /** @type {((inputs?: Away_Facts_Per_ApplicationInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_Per_ApplicationInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_facts_per_application(inputs)
	return en_away_facts_per_application(inputs)
});
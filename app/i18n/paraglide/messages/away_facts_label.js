/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Facts_LabelInputs */

const en_away_facts_label = /** @type {(inputs: Away_Facts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The ballot`)
};

const de_away_facts_label = /** @type {(inputs: Away_Facts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Verlosung`)
};

/**
* | output |
* | --- |
* | "The ballot" |
*
* @param {Away_Facts_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_label = /** @type {((inputs?: Away_Facts_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_facts_label(inputs)
	return en_away_facts_label(inputs)
});
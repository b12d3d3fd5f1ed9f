/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ opens: NonNullable<unknown>, closes: NonNullable<unknown> }} Away_Facts_WindowInputs */

const en_away_facts_window = /** @type {(inputs: Away_Facts_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.opens} to ${i?.closes}`)
};

const de_away_facts_window = /** @type {(inputs: Away_Facts_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.opens} – ${i?.closes}`)
};

/**
* | output |
* | --- |
* | "{opens} to {closes}" |
*
* @param {Away_Facts_WindowInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_window = /** @type {((inputs: Away_Facts_WindowInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_WindowInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_facts_window(inputs)
	return en_away_facts_window(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Refusal_No_ApplicationInputs */

const en_away_refusal_no_application = /** @type {(inputs: Away_Refusal_No_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no application to this ballot.`)
};

const de_away_refusal_no_application = /** @type {(inputs: Away_Refusal_No_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast keine Bewerbung für diese Verlosung.`)
};

/**
* | output |
* | --- |
* | "You have no application to this ballot." |
*
* @param {Away_Refusal_No_ApplicationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_refusal_no_application = /** @type {((inputs?: Away_Refusal_No_ApplicationInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Refusal_No_ApplicationInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_refusal_no_application(inputs)
	return en_away_refusal_no_application(inputs)
});
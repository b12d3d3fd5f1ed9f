/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Refusal_Already_AppliedInputs */

const en_away_refusal_already_applied = /** @type {(inputs: Away_Refusal_Already_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have already applied to this ballot.`)
};

const de_away_refusal_already_applied = /** @type {(inputs: Away_Refusal_Already_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast dich für diese Verlosung schon beworben.`)
};

/**
* | output |
* | --- |
* | "You have already applied to this ballot." |
*
* @param {Away_Refusal_Already_AppliedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_refusal_already_applied = /** @type {((inputs?: Away_Refusal_Already_AppliedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Refusal_Already_AppliedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_refusal_already_applied(inputs)
	return en_away_refusal_already_applied(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Card_ReplaceInputs */

const en_profile_card_replace = /** @type {(inputs: Profile_Card_ReplaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replace card`)
};

const de_profile_card_replace = /** @type {(inputs: Profile_Card_ReplaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karte ersetzen`)
};

/**
* | output |
* | --- |
* | "Replace card" |
*
* @param {Profile_Card_ReplaceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_card_replace = /** @type {((inputs?: Profile_Card_ReplaceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Card_ReplaceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_card_replace(inputs)
	return en_profile_card_replace(inputs)
});
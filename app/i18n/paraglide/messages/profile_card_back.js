/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Card_BackInputs */

const en_profile_card_back = /** @type {(inputs: Profile_Card_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Profile`)
};

const de_profile_card_back = /** @type {(inputs: Profile_Card_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zum Profil`)
};

/**
* | output |
* | --- |
* | "Back to Profile" |
*
* @param {Profile_Card_BackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_card_back = /** @type {((inputs?: Profile_Card_BackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Card_BackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_card_back(inputs)
	return en_profile_card_back(inputs)
});
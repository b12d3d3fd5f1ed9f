/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Card_TitleInputs */

const en_profile_card_title = /** @type {(inputs: Profile_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member Card`)
};

const de_profile_card_title = /** @type {(inputs: Profile_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedskarte`)
};

/**
* | output |
* | --- |
* | "Member Card" |
*
* @param {Profile_Card_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_card_title = /** @type {((inputs?: Profile_Card_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Card_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_card_title(inputs)
	return en_profile_card_title(inputs)
});
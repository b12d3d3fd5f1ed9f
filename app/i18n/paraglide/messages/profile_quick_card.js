/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Quick_CardInputs */

const en_profile_quick_card = /** @type {(inputs: Profile_Quick_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member Card`)
};

const de_profile_quick_card = /** @type {(inputs: Profile_Quick_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedskarte`)
};

/**
* | output |
* | --- |
* | "Member Card" |
*
* @param {Profile_Quick_CardInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_quick_card = /** @type {((inputs?: Profile_Quick_CardInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Quick_CardInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_quick_card(inputs)
	return en_profile_quick_card(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Card_Replace_HeadingInputs */

const en_profile_card_replace_heading = /** @type {(inputs: Profile_Card_Replace_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lost your phone or shared a screenshot?`)
};

const de_profile_card_replace_heading = /** @type {(inputs: Profile_Card_Replace_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Handy verloren oder Screenshot geteilt?`)
};

/**
* | output |
* | --- |
* | "Lost your phone or shared a screenshot?" |
*
* @param {Profile_Card_Replace_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_card_replace_heading = /** @type {((inputs?: Profile_Card_Replace_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Card_Replace_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_card_replace_heading(inputs)
	return en_profile_card_replace_heading(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Shifts_IntroInputs */

const en_profile_shifts_intro = /** @type {(inputs: Profile_Shifts_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shifts you signed up for, and the difference you made.`)
};

const de_profile_shifts_intro = /** @type {(inputs: Profile_Shifts_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Schichten, für die du dich eingetragen hast, und was du bewirkt hast.`)
};

/**
* | output |
* | --- |
* | "The shifts you signed up for, and the difference you made." |
*
* @param {Profile_Shifts_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_shifts_intro = /** @type {((inputs?: Profile_Shifts_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Shifts_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_shifts_intro(inputs)
	return en_profile_shifts_intro(inputs)
});
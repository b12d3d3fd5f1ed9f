/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_IntroInputs */

const en_profile_privacy_intro = /** @type {(inputs: Profile_Privacy_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decide what other members see and what happens to your data.`)
};

const de_profile_privacy_intro = /** @type {(inputs: Profile_Privacy_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entscheide, was andere Mitglieder sehen und was mit deinen Daten passiert.`)
};

/**
* | output |
* | --- |
* | "Decide what other members see and what happens to your data." |
*
* @param {Profile_Privacy_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_intro = /** @type {((inputs?: Profile_Privacy_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_intro(inputs)
	return en_profile_privacy_intro(inputs)
});
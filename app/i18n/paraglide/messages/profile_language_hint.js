/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Language_HintInputs */

const en_profile_language_hint = /** @type {(inputs: Profile_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Used on every device you sign in on, and for the emails and calendar feeds we send you.`)
};

const de_profile_language_hint = /** @type {(inputs: Profile_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gilt auf jedem Gerät, auf dem du dich anmeldest, und für unsere E-Mails und Kalender-Feeds an dich.`)
};

/**
* | output |
* | --- |
* | "Used on every device you sign in on, and for the emails and calendar feeds we send you." |
*
* @param {Profile_Language_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_language_hint = /** @type {((inputs?: Profile_Language_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Language_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_language_hint(inputs)
	return en_profile_language_hint(inputs)
});
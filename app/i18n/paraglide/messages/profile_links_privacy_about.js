/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Links_Privacy_AboutInputs */

const en_profile_links_privacy_about = /** @type {(inputs: Profile_Links_Privacy_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What other members see, and your data.`)
};

const de_profile_links_privacy_about = /** @type {(inputs: Profile_Links_Privacy_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was andere Mitglieder sehen, und deine Daten.`)
};

/**
* | output |
* | --- |
* | "What other members see, and your data." |
*
* @param {Profile_Links_Privacy_AboutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_links_privacy_about = /** @type {((inputs?: Profile_Links_Privacy_AboutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Links_Privacy_AboutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_links_privacy_about(inputs)
	return en_profile_links_privacy_about(inputs)
});
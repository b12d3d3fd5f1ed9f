/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Links_Shifts_AboutInputs */

const en_profile_links_shifts_about = /** @type {(inputs: Profile_Links_Shifts_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shifts you signed up for.`)
};

const de_profile_links_shifts_about = /** @type {(inputs: Profile_Links_Shifts_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schichten, für die du dich eingetragen hast.`)
};

/**
* | output |
* | --- |
* | "Shifts you signed up for." |
*
* @param {Profile_Links_Shifts_AboutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_links_shifts_about = /** @type {((inputs?: Profile_Links_Shifts_AboutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Links_Shifts_AboutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_links_shifts_about(inputs)
	return en_profile_links_shifts_about(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Links_HeadingInputs */

const en_profile_links_heading = /** @type {(inputs: Profile_Links_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders, Shifts and Settings`)
};

const de_profile_links_heading = /** @type {(inputs: Profile_Links_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellungen, Schichten und Einstellungen`)
};

/**
* | output |
* | --- |
* | "Orders, Shifts and Settings" |
*
* @param {Profile_Links_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_links_heading = /** @type {((inputs?: Profile_Links_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Links_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_links_heading(inputs)
	return en_profile_links_heading(inputs)
});
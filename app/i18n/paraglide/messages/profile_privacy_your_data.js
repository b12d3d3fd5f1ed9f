/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_Your_DataInputs */

const en_profile_privacy_your_data = /** @type {(inputs: Profile_Privacy_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your data`)
};

const de_profile_privacy_your_data = /** @type {(inputs: Profile_Privacy_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Daten`)
};

/**
* | output |
* | --- |
* | "Your data" |
*
* @param {Profile_Privacy_Your_DataInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_your_data = /** @type {((inputs?: Profile_Privacy_Your_DataInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_Your_DataInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_your_data(inputs)
	return en_profile_privacy_your_data(inputs)
});
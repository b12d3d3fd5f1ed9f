/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_DeletingInputs */

const en_profile_privacy_deleting = /** @type {(inputs: Profile_Privacy_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleting...`)
};

const de_profile_privacy_deleting = /** @type {(inputs: Profile_Privacy_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gelöscht …`)
};

/**
* | output |
* | --- |
* | "Deleting..." |
*
* @param {Profile_Privacy_DeletingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_deleting = /** @type {((inputs?: Profile_Privacy_DeletingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_DeletingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_deleting(inputs)
	return en_profile_privacy_deleting(inputs)
});
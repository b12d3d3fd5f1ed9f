/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_Delete_HeadingInputs */

const en_profile_privacy_delete_heading = /** @type {(inputs: Profile_Privacy_Delete_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete your account`)
};

const de_profile_privacy_delete_heading = /** @type {(inputs: Profile_Privacy_Delete_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto löschen`)
};

/**
* | output |
* | --- |
* | "Delete your account" |
*
* @param {Profile_Privacy_Delete_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_delete_heading = /** @type {((inputs?: Profile_Privacy_Delete_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_Delete_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_delete_heading(inputs)
	return en_profile_privacy_delete_heading(inputs)
});
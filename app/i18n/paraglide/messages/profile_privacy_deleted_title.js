/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_Deleted_TitleInputs */

const en_profile_privacy_deleted_title = /** @type {(inputs: Profile_Privacy_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account Deletion Requested`)
};

const de_profile_privacy_deleted_title = /** @type {(inputs: Profile_Privacy_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto gelöscht`)
};

/**
* | output |
* | --- |
* | "Account Deletion Requested" |
*
* @param {Profile_Privacy_Deleted_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_deleted_title = /** @type {((inputs?: Profile_Privacy_Deleted_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_Deleted_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_deleted_title(inputs)
	return en_profile_privacy_deleted_title(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Deletion_Member_Not_FoundInputs */

const en_profile_deletion_member_not_found = /** @type {(inputs: Profile_Deletion_Member_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account has already been deleted.`)
};

const de_profile_deletion_member_not_found = /** @type {(inputs: Profile_Deletion_Member_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Konto wurde bereits gelöscht.`)
};

/**
* | output |
* | --- |
* | "Your account has already been deleted." |
*
* @param {Profile_Deletion_Member_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_deletion_member_not_found = /** @type {((inputs?: Profile_Deletion_Member_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Deletion_Member_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_deletion_member_not_found(inputs)
	return en_profile_deletion_member_not_found(inputs)
});
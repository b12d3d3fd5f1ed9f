/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_Request_DeletionInputs */

const en_profile_privacy_request_deletion = /** @type {(inputs: Profile_Privacy_Request_DeletionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request Deletion`)
};

const de_profile_privacy_request_deletion = /** @type {(inputs: Profile_Privacy_Request_DeletionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Löschung anfordern`)
};

/**
* | output |
* | --- |
* | "Request Deletion" |
*
* @param {Profile_Privacy_Request_DeletionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_request_deletion = /** @type {((inputs?: Profile_Privacy_Request_DeletionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_Request_DeletionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_request_deletion(inputs)
	return en_profile_privacy_request_deletion(inputs)
});
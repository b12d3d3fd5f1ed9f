/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_DownloadInputs */

const en_profile_privacy_download = /** @type {(inputs: Profile_Privacy_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request Download`)
};

const de_profile_privacy_download = /** @type {(inputs: Profile_Privacy_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herunterladen`)
};

/**
* | output |
* | --- |
* | "Request Download" |
*
* @param {Profile_Privacy_DownloadInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_download = /** @type {((inputs?: Profile_Privacy_DownloadInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_DownloadInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_download(inputs)
	return en_profile_privacy_download(inputs)
});
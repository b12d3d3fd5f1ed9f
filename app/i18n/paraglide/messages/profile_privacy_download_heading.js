/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_Download_HeadingInputs */

const en_profile_privacy_download_heading = /** @type {(inputs: Profile_Privacy_Download_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download your data`)
};

const de_profile_privacy_download_heading = /** @type {(inputs: Profile_Privacy_Download_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Daten herunterladen`)
};

/**
* | output |
* | --- |
* | "Download your data" |
*
* @param {Profile_Privacy_Download_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_download_heading = /** @type {((inputs?: Profile_Privacy_Download_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_Download_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_download_heading(inputs)
	return en_profile_privacy_download_heading(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Form_Image_UrlInputs */

const en_profile_form_image_url = /** @type {(inputs: Profile_Form_Image_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile image URL`)
};

const de_profile_form_image_url = /** @type {(inputs: Profile_Form_Image_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profilbild-URL`)
};

/**
* | output |
* | --- |
* | "Profile image URL" |
*
* @param {Profile_Form_Image_UrlInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_form_image_url = /** @type {((inputs?: Profile_Form_Image_UrlInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Image_UrlInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_form_image_url(inputs)
	return en_profile_form_image_url(inputs)
});
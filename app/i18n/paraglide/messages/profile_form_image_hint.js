/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Form_Image_HintInputs */

const en_profile_form_image_hint = /** @type {(inputs: Profile_Form_Image_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional. Leave empty to show your initials.`)
};

const de_profile_form_image_hint = /** @type {(inputs: Profile_Form_Image_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional. Leer lassen, dann zeigen wir deine Initialen.`)
};

/**
* | output |
* | --- |
* | "Optional. Leave empty to show your initials." |
*
* @param {Profile_Form_Image_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_form_image_hint = /** @type {((inputs?: Profile_Form_Image_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Image_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_form_image_hint(inputs)
	return en_profile_form_image_hint(inputs)
});
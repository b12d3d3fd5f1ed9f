/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Form_Required_NoticeInputs */

const en_profile_form_required_notice = /** @type {(inputs: Profile_Form_Required_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fill in all required fields.`)
};

const de_profile_form_required_notice = /** @type {(inputs: Profile_Form_Required_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte fülle alle Pflichtfelder aus.`)
};

/**
* | output |
* | --- |
* | "Please fill in all required fields." |
*
* @param {Profile_Form_Required_NoticeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_form_required_notice = /** @type {((inputs?: Profile_Form_Required_NoticeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Required_NoticeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_form_required_notice(inputs)
	return en_profile_form_required_notice(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Email_Updated_TitleInputs */

const en_profile_email_updated_title = /** @type {(inputs: Profile_Email_Updated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Updated`)
};

const de_profile_email_updated_title = /** @type {(inputs: Profile_Email_Updated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse geändert`)
};

/**
* | output |
* | --- |
* | "Email Updated" |
*
* @param {Profile_Email_Updated_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_email_updated_title = /** @type {((inputs?: Profile_Email_Updated_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Email_Updated_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_email_updated_title(inputs)
	return en_profile_email_updated_title(inputs)
});
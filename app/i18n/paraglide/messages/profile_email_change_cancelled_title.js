/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Email_Change_Cancelled_TitleInputs */

const en_profile_email_change_cancelled_title = /** @type {(inputs: Profile_Email_Change_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Change Cancelled`)
};

const de_profile_email_change_cancelled_title = /** @type {(inputs: Profile_Email_Change_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Änderung abgebrochen`)
};

/**
* | output |
* | --- |
* | "Email Change Cancelled" |
*
* @param {Profile_Email_Change_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_email_change_cancelled_title = /** @type {((inputs?: Profile_Email_Change_Cancelled_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Email_Change_Cancelled_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_email_change_cancelled_title(inputs)
	return en_profile_email_change_cancelled_title(inputs)
});
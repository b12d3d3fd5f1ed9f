/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Signoff_See_YouInputs */

const en_mail_signoff_see_you = /** @type {(inputs: Mail_Signoff_See_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See you there,`)
};

const de_mail_signoff_see_you = /** @type {(inputs: Mail_Signoff_See_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bis dann,`)
};

/**
* | output |
* | --- |
* | "See you there," |
*
* @param {Mail_Signoff_See_YouInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_signoff_see_you = /** @type {((inputs?: Mail_Signoff_See_YouInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Signoff_See_YouInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_signoff_see_you(inputs)
	return en_mail_signoff_see_you(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contact: NonNullable<unknown> }} Mail_Volunteer_Cancelled_No_NeedInputs */

const en_mail_volunteer_cancelled_no_need = /** @type {(inputs: Mail_Volunteer_Cancelled_No_NeedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no need to come. Questions: ${i?.contact}.`)
};

const de_mail_volunteer_cancelled_no_need = /** @type {(inputs: Mail_Volunteer_Cancelled_No_NeedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du musst nicht kommen. Fragen: ${i?.contact}.`)
};

/**
* | output |
* | --- |
* | "There is no need to come. Questions: {contact}." |
*
* @param {Mail_Volunteer_Cancelled_No_NeedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_volunteer_cancelled_no_need = /** @type {((inputs: Mail_Volunteer_Cancelled_No_NeedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Volunteer_Cancelled_No_NeedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_volunteer_cancelled_no_need(inputs)
	return en_mail_volunteer_cancelled_no_need(inputs)
});
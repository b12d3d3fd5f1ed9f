/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Mail_Volunteer_Cancelled_OthersInputs */

const en_mail_volunteer_cancelled_others = /** @type {(inputs: Mail_Volunteer_Cancelled_OthersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Other shifts that need a hand: ${i?.url}`)
};

const de_mail_volunteer_cancelled_others = /** @type {(inputs: Mail_Volunteer_Cancelled_OthersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Andere Schichten, die Hilfe brauchen: ${i?.url}`)
};

/**
* | output |
* | --- |
* | "Other shifts that need a hand: {url}" |
*
* @param {Mail_Volunteer_Cancelled_OthersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_volunteer_cancelled_others = /** @type {((inputs: Mail_Volunteer_Cancelled_OthersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Volunteer_Cancelled_OthersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_volunteer_cancelled_others(inputs)
	return en_mail_volunteer_cancelled_others(inputs)
});
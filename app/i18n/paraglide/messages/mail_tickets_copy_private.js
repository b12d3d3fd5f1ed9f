/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Tickets_Copy_PrivateInputs */

const en_mail_tickets_copy_private = /** @type {(inputs: Mail_Tickets_Copy_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The poster's own address stays private unless they answer.`)
};

const de_mail_tickets_copy_private = /** @type {(inputs: Mail_Tickets_Copy_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Adresse der anderen Person bleibt privat, solange sie nicht antwortet.`)
};

/**
* | output |
* | --- |
* | "The poster's own address stays private unless they answer." |
*
* @param {Mail_Tickets_Copy_PrivateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_tickets_copy_private = /** @type {((inputs?: Mail_Tickets_Copy_PrivateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Tickets_Copy_PrivateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_tickets_copy_private(inputs)
	return en_mail_tickets_copy_private(inputs)
});
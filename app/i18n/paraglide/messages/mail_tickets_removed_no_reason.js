/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Tickets_Removed_No_ReasonInputs */

const en_mail_tickets_removed_no_reason = /** @type {(inputs: Mail_Tickets_Removed_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason: not given`)
};

const de_mail_tickets_removed_no_reason = /** @type {(inputs: Mail_Tickets_Removed_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grund: nicht angegeben`)
};

/**
* | output |
* | --- |
* | "Reason: not given" |
*
* @param {Mail_Tickets_Removed_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_tickets_removed_no_reason = /** @type {((inputs?: Mail_Tickets_Removed_No_ReasonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Tickets_Removed_No_ReasonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_tickets_removed_no_reason(inputs)
	return en_mail_tickets_removed_no_reason(inputs)
});
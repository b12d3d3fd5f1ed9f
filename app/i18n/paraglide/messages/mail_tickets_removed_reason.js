/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Mail_Tickets_Removed_ReasonInputs */

const en_mail_tickets_removed_reason = /** @type {(inputs: Mail_Tickets_Removed_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reason: ${i?.reason}`)
};

const de_mail_tickets_removed_reason = /** @type {(inputs: Mail_Tickets_Removed_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Grund: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Reason: {reason}" |
*
* @param {Mail_Tickets_Removed_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_tickets_removed_reason = /** @type {((inputs: Mail_Tickets_Removed_ReasonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Tickets_Removed_ReasonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_tickets_removed_reason(inputs)
	return en_mail_tickets_removed_reason(inputs)
});
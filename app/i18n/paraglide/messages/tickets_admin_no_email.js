/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Admin_No_EmailInputs */

const en_tickets_admin_no_email = /** @type {(inputs: Tickets_Admin_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no email`)
};

const de_tickets_admin_no_email = /** @type {(inputs: Tickets_Admin_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`keine E-Mail`)
};

/**
* | output |
* | --- |
* | "no email" |
*
* @param {Tickets_Admin_No_EmailInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_no_email = /** @type {((inputs?: Tickets_Admin_No_EmailInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_No_EmailInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_admin_no_email(inputs)
	return en_tickets_admin_no_email(inputs)
});
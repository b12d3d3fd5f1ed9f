/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Admin_Posted_ByInputs */

const en_tickets_admin_posted_by = /** @type {(inputs: Tickets_Admin_Posted_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posted by`)
};

const de_tickets_admin_posted_by = /** @type {(inputs: Tickets_Admin_Posted_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eingestellt von`)
};

/**
* | output |
* | --- |
* | "Posted by" |
*
* @param {Tickets_Admin_Posted_ByInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_posted_by = /** @type {((inputs?: Tickets_Admin_Posted_ByInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_Posted_ByInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_admin_posted_by(inputs)
	return en_tickets_admin_posted_by(inputs)
});
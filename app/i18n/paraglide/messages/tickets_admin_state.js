/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Admin_StateInputs */

const en_tickets_admin_state = /** @type {(inputs: Tickets_Admin_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State`)
};

const de_tickets_admin_state = /** @type {(inputs: Tickets_Admin_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stand`)
};

/**
* | output |
* | --- |
* | "State" |
*
* @param {Tickets_Admin_StateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_state = /** @type {((inputs?: Tickets_Admin_StateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_StateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_admin_state(inputs)
	return en_tickets_admin_state(inputs)
});
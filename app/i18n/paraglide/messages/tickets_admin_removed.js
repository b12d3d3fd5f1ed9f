/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Admin_RemovedInputs */

const en_tickets_admin_removed = /** @type {(inputs: Tickets_Admin_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The poster has been emailed the reason.`)
};

const de_tickets_admin_removed = /** @type {(inputs: Tickets_Admin_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die anbietende Person hat den Grund per E-Mail bekommen.`)
};

/**
* | output |
* | --- |
* | "The poster has been emailed the reason." |
*
* @param {Tickets_Admin_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_removed = /** @type {((inputs?: Tickets_Admin_RemovedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_RemovedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_admin_removed(inputs)
	return en_tickets_admin_removed(inputs)
});
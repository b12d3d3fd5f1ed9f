/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Tickets_Admin_DetailsInputs */

const en_tickets_admin_details = /** @type {(inputs: Tickets_Admin_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Details and messages (${i?.count})`)
};

const de_tickets_admin_details = /** @type {(inputs: Tickets_Admin_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Details und Nachrichten (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Details and messages ({count})" |
*
* @param {Tickets_Admin_DetailsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_details = /** @type {((inputs: Tickets_Admin_DetailsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_DetailsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_admin_details(inputs)
	return en_tickets_admin_details(inputs)
});
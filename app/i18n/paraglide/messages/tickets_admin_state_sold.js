/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Admin_State_SoldInputs */

const en_tickets_admin_state_sold = /** @type {(inputs: Tickets_Admin_State_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marked sold by the poster`)
};

const de_tickets_admin_state_sold = /** @type {(inputs: Tickets_Admin_State_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von der anbietenden Person als verkauft markiert`)
};

/**
* | output |
* | --- |
* | "Marked sold by the poster" |
*
* @param {Tickets_Admin_State_SoldInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_state_sold = /** @type {((inputs?: Tickets_Admin_State_SoldInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_State_SoldInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_admin_state_sold(inputs)
	return en_tickets_admin_state_sold(inputs)
});
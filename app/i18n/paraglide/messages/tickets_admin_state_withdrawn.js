/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Admin_State_WithdrawnInputs */

const en_tickets_admin_state_withdrawn = /** @type {(inputs: Tickets_Admin_State_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawn by the poster`)
};

const de_tickets_admin_state_withdrawn = /** @type {(inputs: Tickets_Admin_State_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von der anbietenden Person zurückgezogen`)
};

/**
* | output |
* | --- |
* | "Withdrawn by the poster" |
*
* @param {Tickets_Admin_State_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_state_withdrawn = /** @type {((inputs?: Tickets_Admin_State_WithdrawnInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_State_WithdrawnInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_admin_state_withdrawn(inputs)
	return en_tickets_admin_state_withdrawn(inputs)
});
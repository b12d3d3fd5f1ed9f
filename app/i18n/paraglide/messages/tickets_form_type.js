/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Form_TypeInputs */

const en_tickets_form_type = /** @type {(inputs: Tickets_Form_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing type`)
};

const de_tickets_form_type = /** @type {(inputs: Tickets_Form_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Art des Angebots`)
};

/**
* | output |
* | --- |
* | "Listing type" |
*
* @param {Tickets_Form_TypeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_form_type = /** @type {((inputs?: Tickets_Form_TypeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Form_TypeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_form_type(inputs)
	return en_tickets_form_type(inputs)
});
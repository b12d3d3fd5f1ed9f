/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_List_ButtonInputs */

const en_tickets_list_button = /** @type {(inputs: Tickets_List_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List Tickets`)
};

const de_tickets_list_button = /** @type {(inputs: Tickets_List_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets anbieten`)
};

/**
* | output |
* | --- |
* | "List Tickets" |
*
* @param {Tickets_List_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_list_button = /** @type {((inputs?: Tickets_List_ButtonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_List_ButtonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_list_button(inputs)
	return en_tickets_list_button(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_List_TypesInputs */

const en_events_list_types = /** @type {(inputs: Events_List_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event types`)
};

const de_events_list_types = /** @type {(inputs: Events_List_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminarten`)
};

/**
* | output |
* | --- |
* | "Event types" |
*
* @param {Events_List_TypesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_list_types = /** @type {((inputs?: Events_List_TypesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_List_TypesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_list_types(inputs)
	return en_events_list_types(inputs)
});
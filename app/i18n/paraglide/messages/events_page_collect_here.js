/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Events_Page_Collect_HereInputs */

const en_events_page_collect_here = /** @type {(inputs: Events_Page_Collect_HereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} · collect at this event`)
};

const de_events_page_collect_here = /** @type {(inputs: Events_Page_Collect_HereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} · Abholung bei diesem Termin`)
};

/**
* | output |
* | --- |
* | "{price} · collect at this event" |
*
* @param {Events_Page_Collect_HereInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_collect_here = /** @type {((inputs: Events_Page_Collect_HereInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Collect_HereInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_collect_here(inputs)
	return en_events_page_collect_here(inputs)
});
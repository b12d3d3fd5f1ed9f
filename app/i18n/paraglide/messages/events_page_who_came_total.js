/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown> }} Events_Page_Who_Came_TotalInputs */

const en_events_page_who_came_total = /** @type {(inputs: Events_Page_Who_Came_TotalInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("en", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`${i?.total} checked in`);
	return /** @type {LocalizedString} */ (`${i?.total} checked in`)
	
};

const de_events_page_who_came_total = /** @type {(inputs: Events_Page_Who_Came_TotalInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("de", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`${i?.total} eingelassen`);
	return /** @type {LocalizedString} */ (`${i?.total} eingelassen`)
	
};

/**
* | totalPlural | output |
* | --- | --- |
* | "one" | "{total} checked in" |
* | * | "{total} checked in" |
*
* @param {Events_Page_Who_Came_TotalInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_who_came_total = /** @type {((inputs: Events_Page_Who_Came_TotalInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Who_Came_TotalInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_who_came_total(inputs)
	return en_events_page_who_came_total(inputs)
});
/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown>, shown: NonNullable<unknown> }} Events_Page_Who_Came_Total_LatestInputs */

const en_events_page_who_came_total_latest = /** @type {(inputs: Events_Page_Who_Came_Total_LatestInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("en", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`${i?.total} checked in; the latest ${i?.shown} shown`);
	return /** @type {LocalizedString} */ (`${i?.total} checked in; the latest ${i?.shown} shown`)
	
};

const de_events_page_who_came_total_latest = /** @type {(inputs: Events_Page_Who_Came_Total_LatestInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("de", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`${i?.total} eingelassen; die letzten ${i?.shown} angezeigt`);
	return /** @type {LocalizedString} */ (`${i?.total} eingelassen; die letzten ${i?.shown} angezeigt`)
	
};

/**
* | totalPlural | output |
* | --- | --- |
* | "one" | "{total} checked in; the latest {shown} shown" |
* | * | "{total} checked in; the latest {shown} shown" |
*
* @param {Events_Page_Who_Came_Total_LatestInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_who_came_total_latest = /** @type {((inputs: Events_Page_Who_Came_Total_LatestInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Who_Came_Total_LatestInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_who_came_total_latest(inputs)
	return en_events_page_who_came_total_latest(inputs)
});
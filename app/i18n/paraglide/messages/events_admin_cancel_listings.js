/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Events_Admin_Cancel_ListingsInputs */

const en_events_admin_cancel_listings = /** @type {(inputs: Events_Admin_Cancel_ListingsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} open ticket listing closes, and their posters are emailed.`);
	return /** @type {LocalizedString} */ (`${i?.count} open ticket listings close, and their posters are emailed.`)
	
};

const de_events_admin_cancel_listings = /** @type {(inputs: Events_Admin_Cancel_ListingsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} offenes Angebot in der Ticketbörse wird geschlossen, die Anbieter:innen bekommen eine E-Mail.`);
	return /** @type {LocalizedString} */ (`${i?.count} offene Angebote in der Ticketbörse werden geschlossen, die Anbieter:innen bekommen eine E-Mail.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} open ticket listing closes, and their posters are emailed." |
* | * | "{count} open ticket listings close, and their posters are emailed." |
*
* @param {Events_Admin_Cancel_ListingsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_cancel_listings = /** @type {((inputs: Events_Admin_Cancel_ListingsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Cancel_ListingsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_cancel_listings(inputs)
	return en_events_admin_cancel_listings(inputs)
});
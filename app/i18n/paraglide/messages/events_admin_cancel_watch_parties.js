/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Events_Admin_Cancel_Watch_PartiesInputs */

const en_events_admin_cancel_watch_parties = /** @type {(inputs: Events_Admin_Cancel_Watch_PartiesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} watch party for it will be cancelled too.`);
	return /** @type {LocalizedString} */ (`${i?.count} watch parties for it will be cancelled too.`)
	
};

const de_events_admin_cancel_watch_parties = /** @type {(inputs: Events_Admin_Cancel_Watch_PartiesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Public Viewing dazu wird auch abgesagt.`);
	return /** @type {LocalizedString} */ (`${i?.count} Public Viewings dazu werden auch abgesagt.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} watch party for it will be cancelled too." |
* | * | "{count} watch parties for it will be cancelled too." |
*
* @param {Events_Admin_Cancel_Watch_PartiesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_cancel_watch_parties = /** @type {((inputs: Events_Admin_Cancel_Watch_PartiesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Cancel_Watch_PartiesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_cancel_watch_parties(inputs)
	return en_events_admin_cancel_watch_parties(inputs)
});
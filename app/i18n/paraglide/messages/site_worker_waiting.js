/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Site_Worker_WaitingInputs */

const en_site_worker_waiting = /** @type {(inputs: Site_Worker_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} waiting to send`);
	return /** @type {LocalizedString} */ (`${i?.count} waiting to send`)
	
};

const de_site_worker_waiting = /** @type {(inputs: Site_Worker_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} wartet auf Versand`);
	return /** @type {LocalizedString} */ (`${i?.count} warten auf Versand`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} waiting to send" |
* | * | "{count} waiting to send" |
*
* @param {Site_Worker_WaitingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_worker_waiting = /** @type {((inputs: Site_Worker_WaitingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Worker_WaitingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_worker_waiting(inputs)
	return en_site_worker_waiting(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Page_Your_OrdersInputs */

const en_events_page_your_orders = /** @type {(inputs: Events_Page_Your_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your orders to collect`)
};

const de_events_page_your_orders = /** @type {(inputs: Events_Page_Your_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Bestellungen zum Abholen`)
};

/**
* | output |
* | --- |
* | "Your orders to collect" |
*
* @param {Events_Page_Your_OrdersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_your_orders = /** @type {((inputs?: Events_Page_Your_OrdersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Your_OrdersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_your_orders(inputs)
	return en_events_page_your_orders(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Mail_Orders_Track_ItInputs */

const en_mail_orders_track_it = /** @type {(inputs: Mail_Orders_Track_ItInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Track it: ${i?.url}`)
};

const de_mail_orders_track_it = /** @type {(inputs: Mail_Orders_Track_ItInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sendung verfolgen: ${i?.url}`)
};

/**
* | output |
* | --- |
* | "Track it: {url}" |
*
* @param {Mail_Orders_Track_ItInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_orders_track_it = /** @type {((inputs: Mail_Orders_Track_ItInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Orders_Track_ItInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_orders_track_it(inputs)
	return en_mail_orders_track_it(inputs)
});
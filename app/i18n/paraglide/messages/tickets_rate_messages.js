/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Rate_MessagesInputs */

const en_tickets_rate_messages = /** @type {(inputs: Tickets_Rate_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`messages sent`)
};

const de_tickets_rate_messages = /** @type {(inputs: Tickets_Rate_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gesendete Nachrichten`)
};

/**
* | output |
* | --- |
* | "messages sent" |
*
* @param {Tickets_Rate_MessagesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_rate_messages = /** @type {((inputs?: Tickets_Rate_MessagesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Rate_MessagesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_rate_messages(inputs)
	return en_tickets_rate_messages(inputs)
});
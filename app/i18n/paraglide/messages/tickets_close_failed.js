/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Close_FailedInputs */

const en_tickets_close_failed = /** @type {(inputs: Tickets_Close_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update listing. Please try again.`)
};

const de_tickets_close_failed = /** @type {(inputs: Tickets_Close_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Angebot konnte nicht geändert werden. Bitte versuch es noch mal.`)
};

/**
* | output |
* | --- |
* | "Failed to update listing. Please try again." |
*
* @param {Tickets_Close_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_close_failed = /** @type {((inputs?: Tickets_Close_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Close_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_close_failed(inputs)
	return en_tickets_close_failed(inputs)
});
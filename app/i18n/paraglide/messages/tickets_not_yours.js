/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Not_YoursInputs */

const en_tickets_not_yours = /** @type {(inputs: Tickets_Not_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That listing is not yours or is already closed.`)
};

const de_tickets_not_yours = /** @type {(inputs: Tickets_Not_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Angebot gehört nicht dir oder ist schon geschlossen.`)
};

/**
* | output |
* | --- |
* | "That listing is not yours or is already closed." |
*
* @param {Tickets_Not_YoursInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_not_yours = /** @type {((inputs?: Tickets_Not_YoursInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Not_YoursInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_not_yours(inputs)
	return en_tickets_not_yours(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Posted_By_YouInputs */

const en_tickets_posted_by_you = /** @type {(inputs: Tickets_Posted_By_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you`)
};

const de_tickets_posted_by_you = /** @type {(inputs: Tickets_Posted_By_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dir`)
};

/**
* | output |
* | --- |
* | "you" |
*
* @param {Tickets_Posted_By_YouInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_posted_by_you = /** @type {((inputs?: Tickets_Posted_By_YouInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Posted_By_YouInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_posted_by_you(inputs)
	return en_tickets_posted_by_you(inputs)
});